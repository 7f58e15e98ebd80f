import type { Editor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showImportRefusal, useImageImport } from '../image-fields';
import { importingPictures } from './image-import';

/**
 * Imports every picture of the body marked `importing` (one request per address, however many
 * times it was pasted), then gives those nodes the portal's address, or removes them and shows
 * the server's refusal. `onBusy` hears whether any import is under way (the form waits to save).
 */
export function usePictureImports(editor: Editor, onBusy?: (busy: boolean) => void) {
  const { t } = useTranslation();
  const { importAsync } = useImageImport(() => undefined);
  // The latest callbacks, read when an import ends (the effect below is set up once per editor).
  const latest = useRef({ importAsync, onBusy, t });
  latest.current = { importAsync, onBusy, t };

  useEffect(() => {
    const inFlight = new Set<string>();
    let busy = false;

    const settle = (src: string, url: string | null) => {
      if (editor.isDestroyed) return;
      const tr = editor.state.tr;
      // Last first: removing a node leaves the positions before it as they were.
      for (const found of importingPictures(editor.state.doc).reverse()) {
        if (found.src !== src) continue;
        if (url) tr.setNodeMarkup(found.pos, undefined, { ...found.node.attrs, src: url, importing: false });
        else tr.delete(found.pos, found.pos + found.node.nodeSize);
      }
      // Undo takes back the paste itself, not the import's replacement.
      editor.view.dispatch(tr.setMeta('addToHistory', false));
    };

    const scan = () => {
      const pending = importingPictures(editor.state.doc);
      if (busy !== pending.length > 0) {
        busy = pending.length > 0;
        latest.current.onBusy?.(busy);
      }
      for (const { src } of pending) {
        if (inFlight.has(src)) continue;
        inFlight.add(src);
        latest.current
          .importAsync(src)
          .then(
            (url) => settle(src, url),
            (error: unknown) => {
              showImportRefusal(latest.current.t, error);
              settle(src, null);
            },
          )
          .finally(() => inFlight.delete(src));
      }
    };

    editor.on('update', scan);
    return () => {
      editor.off('update', scan);
    };
  }, [editor]);
}
