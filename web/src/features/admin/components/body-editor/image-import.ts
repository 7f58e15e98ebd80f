import { Fragment, Slice, type Node as PmNode } from '@tiptap/pm/model';

/**
 * Pictures that come into the body by address (a paste or a drop of HTML with <img>, of a bare
 * picture address, or the toolbar's address field) are fetched by the server into the portal's
 * storage (POST /api/upload/url) before the body keeps them: until then the picture node is
 * marked `importing` (left out of the body the form saves, shown as busy in the editor, its
 * foreign address never loaded), then it takes the portal's /media/ address, or goes with the
 * server's message when refused.
 */

const PICTURE_ADDRESS = /^https?:\/\/\S+\.(?:jpe?g|png|gif|webp|avif)(?:[?#]\S*)?$/i;

/** The portal's own address of a picture (`/media/...`), also when pasted absolute from one of its pages. */
export function portalPicture(src: string, origin: string): string | null {
  if (src.startsWith('/media/')) return src;
  try {
    const url = new URL(src);
    return url.origin === origin && url.pathname.startsWith('/media/') ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** True for text that is one http(s) address of a picture file (what a paste of "Copy image address" gives). */
export function isPictureAddress(text: string): boolean {
  return PICTURE_ADDRESS.test(text.trim());
}

function markPictures(fragment: Fragment, origin: string): Fragment {
  const nodes: PmNode[] = [];
  fragment.forEach((node) => {
    if (node.type.name !== 'image') {
      nodes.push(node.isText || node.isLeaf ? node : node.copy(markPictures(node.content, origin)));
      return;
    }
    const src = String(node.attrs.src ?? '');
    const own = portalPicture(src, origin);
    if (own) nodes.push(node.type.create({ ...node.attrs, src: own, importing: false }));
    else if (/^https?:\/\//i.test(src)) nodes.push(node.type.create({ ...node.attrs, importing: true }));
    // Anything else (blob:, file:, a relative path of another site) cannot be fetched: left out.
  });
  return Fragment.from(nodes);
}

/** A pasted or dropped slice with its foreign pictures marked for import (ProseMirror's transformPasted). */
export function markPastedPictures(slice: Slice, origin: string): Slice {
  return new Slice(markPictures(slice.content, origin), slice.openStart, slice.openEnd);
}

/** The addresses of the pictures still being imported, and where each such node sits. */
export function importingPictures(doc: PmNode): { src: string; pos: number; node: PmNode }[] {
  const found: { src: string; pos: number; node: PmNode }[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.importing) found.push({ src: String(node.attrs.src), pos, node });
  });
  return found;
}
