import { Plus, X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { inputClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { useTagSuggestions } from '../api/suggest-tags';
import type { TagChoice } from '../editor-form';

/** The server keeps at most this many tags on an article, each at most 60 characters. */
export const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 60;
/** How long typing pauses before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

const key = (name: string) => name.trim().normalize('NFC').toLowerCase();

type Option = { kind: 'tag'; tag: TagChoice } | { kind: 'new'; name: string };

/**
 * The article's tags: chosen ones as chips (each removable), and an input that suggests existing
 * tags as one types (GET /api/tags?q=, Devanagari or Roman letters); Enter or a comma on a name
 * that is none of them adds it as a new tag, made when the article is saved.
 */
export function TagInput({ value, onChange }: { value: TagChoice[]; onChange: (tags: TagChoice[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const suggestions = useTagSuggestions(query);
  const chosen = new Set(value.map((tag) => key(tag.name)));
  const typed = text.trim().slice(0, MAX_TAG_LENGTH);
  const existing = (query.trim() === text.trim() ? (suggestions.data ?? []) : [])
    .filter((tag) => !chosen.has(key(tag.name)))
    .map((tag): Option => ({ kind: 'tag', tag: { id: tag.id, name: tag.name } }));
  const exact = existing.some((option) => option.kind === 'tag' && key(option.tag.name) === key(typed));
  const options: Option[] =
    typed && !exact && !chosen.has(key(typed)) ? [...existing, { kind: 'new', name: typed }] : existing;
  const full = value.length >= MAX_TAGS;
  const shown = open && typed !== '' && options.length > 0 && !full;
  const activeIndex = Math.min(active, options.length - 1);

  const choose = (option: Option) => {
    const tag = option.kind === 'tag' ? option.tag : { name: option.name };
    if (!chosen.has(key(tag.name)) && !full) onChange([...value, tag]);
    setText('');
    setActive(0);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length)
        setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === ',') {
      // Enter never sends the article's form from here.
      event.preventDefault();
      const option = shown ? options[activeIndex] : typed ? ({ kind: 'new', name: typed } as const) : undefined;
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className="space-y-2" data-testid="tag-input">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink-800">
        {t('editor.tags')}
        <span className="ml-1 font-normal text-ink-500">{t('common.optional')}</span>
      </label>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('editor.chosenTags')}>
          {value.map((tag, i) => (
            <li
              key={`${tag.id ?? 'new'}-${tag.name}`}
              className="flex items-center gap-1 rounded-full bg-ink-100 py-1 pl-3 pr-1 text-sm text-ink-800"
              lang="ne"
            >
              {tag.name}
              {tag.id === undefined ? <span className="text-xs text-ink-500">({t('editor.newTag')})</span> : null}
              <button
                type="button"
                onClick={() => onChange(value.filter((_, index) => index !== i))}
                aria-label={t('editor.removeTag', { name: tag.name })}
                className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-ink-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative max-w-md">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          aria-activedescendant={shown ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          maxLength={MAX_TAG_LENGTH}
          disabled={full}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKey}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          placeholder={t('editor.tagsPlaceholder')}
          className={inputClasses}
          autoComplete="off"
          lang="ne"
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('editor.tagSuggestions')}
          hidden={!shown}
          className="absolute z-10 mt-1 w-full overflow-y-auto rounded-md border border-ink-200 bg-white py-1 shadow-lg"
          style={{ maxHeight: '16rem' }}
        >
          {shown
            ? options.map((option, i) => (
                <li
                  key={option.kind === 'tag' ? `tag-${option.tag.id}` : 'new'}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === activeIndex}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                  onMouseEnter={() => setActive(i)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink-800',
                    i === activeIndex && 'bg-brand-50 text-ink-900',
                  )}
                  lang="ne"
                >
                  {option.kind === 'new' ? (
                    <>
                      <Plus className="h-4 w-4 text-ink-500" aria-hidden="true" />
                      {t('editor.createTag', { name: option.name })}
                    </>
                  ) : (
                    option.tag.name
                  )}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-500">
        {t(full ? 'editor.tagsFull' : 'editor.tagsHint')}
      </p>
    </div>
  );
}
