#!/usr/bin/env python3
"""Builds the typed part of web/src/lib/preeti.fixture.ts (issue 22).

Preeti is typed visually: this writes, for each Unicode line, the keys a Preeti typist
presses (the short i before its cluster, the reph after its syllable, ष/ण/क्ष as half form
plus the a-stroke). It is written from the font's key map on its own, apart from the
converter (web/src/lib/preeti.ts). Lines whose Unicode it cannot type are left out.
Usage: python3 web/scripts/preeti-fixture.py lines.json > typed.json
"""
import json
import sys

FULL = {
    'क': 's', 'ख': 'v', 'ग': 'u', 'घ': '3', 'ङ': 'ª', 'च': 'r', 'छ': '5', 'ज': 'h', 'झ': 'em',
    'ञ': '`', 'ट': '6', 'ठ': '7', 'ड': '8', 'ढ': '9', 'ण': '0f', 'त': 't', 'थ': 'y', 'द': 'b',
    'ध': 'w', 'न': 'g', 'प': 'k', 'फ': 'km', 'ब': 'a', 'भ': 'e', 'म': 'd', 'य': 'o', 'र': '/',
    'ल': 'n', 'व': 'j', 'श': 'z', 'ष': 'if', 'स': ';', 'ह': 'x',
}
HALF = {
    'क': 'S', 'ख': 'V', 'ग': 'U', 'घ': '£', 'च': 'R', 'ज': 'H', 'झ': '‰', 'ञ': '~', 'ण': '0',
    'त': 'T', 'थ': 'Y', 'ध': 'W', 'न': 'G', 'प': 'K', 'फ': 'ˆ', 'ब': 'A', 'भ': 'E', 'म': 'D',
    'ल': 'N', 'व': 'J', 'श': 'Z', 'ष': 'i', 'स': ':', 'ह': 'X',
}
# Clusters the font draws as one glyph (full form).
LIGATURES = {
    'क्ष': 'If', 'त्र': 'q', 'ज्ञ': '1', 'श्र': '>', 'द्य': 'B', 'द्ध': '4', 'द्द': '2', 'त्त': 'Q',
    'क्र': 'qm', 'क्त': 'Qm', 'द्व': 'å', 'द्म': 'ß', 'ङ्ग': 'Ë', 'ङ्क': 'Í', 'ट्ट': '§', 'ड्ड': '•',
    'द्र': '›',
}
SIGNS = {'ा': 'f', 'ी': 'L', 'ु': "'", 'ू': '"', 'ृ': '[', 'े': ']', 'ै': '}', 'ो': 'f]', 'ौ': 'f}',
         'ं': '+', 'ँ': 'F', 'ः': 'M'}
VOWELS = {'अ': 'c', 'आ': 'cf', 'इ': 'O', 'ई': 'O{', 'उ': 'p', 'ऊ': 'pm', 'ऋ': 'C', 'ए': 'P',
          'ऐ': 'P]', 'ओ': 'cf]', 'औ': 'cf}'}
OTHER = {'०': ')', '१': '!', '२': '@', '३': '#', '४': '$', '५': '%', '६': '^', '७': '&', '८': '*',
         '९': '(', '।': '.', '.': '=', '(': '-', ')': '_', '?': '<', ' ': ' ', ',': ',', '–': '–',
         '—': '—', '-': '-', '!': '!', ':': 'M', '/': '÷', '“': 'æ', '”': 'Æ', '"': '"', "'": "'"}
# '-' '!' '"' and "'" would not survive: those lines are left out below.
UNSAFE = set('-!"\'')
VIRAMA = '्'
CONS = set(FULL)


def cluster(chars, i):
    """The consonants of one syllable from i: [c, c, ...], and where it ends."""
    cs = [chars[i]]
    j = i + 1
    while j + 1 < len(chars) and chars[j] == VIRAMA and chars[j + 1] in CONS:
        cs.append(chars[j + 1])
        j += 2
    return cs, j


def keys_for(cs, final_virama):
    """Keys of a cluster of consonants (the last full unless final_virama)."""
    out = ''
    k = 0
    while k < len(cs):
        rest = len(cs) - k
        done = False
        for n in (3, 2):
            if rest >= n:
                lig = VIRAMA.join(cs[k:k + n])
                if lig in LIGATURES:
                    last = k + n == len(cs)
                    key = LIGATURES[lig]
                    if last and not final_virama:
                        out += key
                    elif key.endswith('f') and lig == 'क्ष':
                        out += 'I'
                    else:
                        out += key + '\\'
                    k += n
                    done = True
                    break
        if done:
            continue
        c = cs[k]
        last = k == len(cs) - 1
        if last and not final_virama:
            out += FULL[c]
        elif c == 'र' and not last:
            return None  # a reph inside a cluster: handled by the caller
        elif last and final_virama:
            out += HALF.get(c, FULL[c] + '\\')
        elif cs[k + 1] == 'य' and k + 1 == len(cs) - 1 and c not in HALF:
            out += FULL[c] + '\\'
        elif cs[k + 1] == 'र' and k + 1 == len(cs) - 1 and not final_virama:
            out += FULL[c] + ('«' if c in 'टठडढ' else '|')
            k += 2
            continue
        else:
            out += HALF.get(c, FULL[c] + '\\')
        k += 1
    return out


def encode(line):
    if any(c in UNSAFE for c in line):
        return None
    chars = list(line)
    out = ''
    i = 0
    while i < len(chars):
        c = chars[i]
        if c in CONS:
            cs, j = cluster(chars, i)
            reph = len(cs) > 1 and cs[0] == 'र'
            if reph:
                cs = cs[1:]
            final_virama = j < len(chars) and chars[j] == VIRAMA
            if final_virama:
                j += 1
            if ''.join(cs) == 'र' and j < len(chars) and chars[j] in 'ुू' and not reph:
                out += '?' if chars[j] == 'ु' else '¿'
                i = j + 1
                continue
            body = keys_for(cs, final_virama)
            if body is None:
                return None
            signs = ''
            short_i = False
            while j < len(chars) and chars[j] in SIGNS or (j < len(chars) and chars[j] == 'ि'):
                if chars[j] == 'ि':
                    short_i = True
                else:
                    signs += SIGNS[chars[j]]
                j += 1
            out += ('l' if short_i else '') + body + signs + ('{' if reph else '')
            i = j
        elif c in VOWELS:
            out += VOWELS[c]
            i += 1
            while i < len(chars) and chars[i] in SIGNS and chars[i] in 'ंँ':
                out += SIGNS[chars[i]]
                i += 1
        elif c in OTHER:
            out += OTHER[c]
            i += 1
        else:
            return None
    return out


lines = json.load(open(sys.argv[1]))
pairs = [[encode(l), l] for l in lines]
json.dump([p for p in pairs if p[0] is not None], sys.stdout, ensure_ascii=False, indent=0)
