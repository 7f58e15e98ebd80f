import { Fragment, Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  LoaderCircle,
  ListOrdered,
  Quote,
  SquarePlay,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { toast } from '@/hooks/use-toast';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { bodyToDoc, docToBody, embedProviderOf, type DocNode, type EditorBody } from '../../lib/body-doc';
import { convertPreetiPaste } from '../../lib/preeti-paste';
import { ImageFileButton, useCheckedImageUpload, useImageImport, takeFiles } from '../image-fields';
import { PreetiNotice } from '../preeti-notice';
import { bodyExtensions } from './extensions';
import { isPictureAddress, markPastedPictures } from './image-import';
import { usePictureImports } from './use-picture-imports';

type Panel = 'link' | 'picture' | 'embed' | null;

function ToolButton({
  icon: Icon,
  label,
  active,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  active?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-md text-ink-700 hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        active && 'bg-ink-200 text-ink-900',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

/** One line of the toolbar's forms (a link's address, a picture's, a post's): Enter applies it. */
function PanelForm({
  label,
  value,
  onChange,
  onApply,
  applyLabel,
  placeholder,
  busy = false,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  applyLabel: string;
  placeholder?: string;
  /** The apply button's "Importing..." while the server fetches what was given. */
  busy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onApply();
  };
  return (
    <div className="flex flex-col gap-2 border-b border-ink-200 bg-ink-50 p-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          {label}
        </label>
        <input
          id={id}
          type="url"
          inputMode="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKey}
          placeholder={placeholder}
          className={inputClasses}
          autoFocus
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onApply} disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {busy ? t('editor.importing') : applyLabel}
        </Button>
        {children}
      </div>
    </div>
  );
}

/**
 * The pictures' panel: upload a file (POST /api/upload) or give an address, which the server
 * imports into the portal's storage first (POST /api/upload/url).
 */
function PicturePanel({ onInsert }: { onInsert: (src: string) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const upload = useCheckedImageUpload(onInsert);
  const importer = useImageImport(onInsert);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = takeFiles(event);
    if (file) upload.send(file);
  };

  const insertUrl = () => {
    if (!importer.pending) importer.send(url);
  };

  return (
    <PanelForm
      label={t('bodyEditor.pictureUrl')}
      value={url}
      onChange={setUrl}
      onApply={insertUrl}
      applyLabel={t('bodyEditor.insertPicture')}
      placeholder={t('editor.imageUrlPlaceholder')}
      busy={importer.pending}
    >
      <ImageFileButton
        busy={upload.pending}
        icon={Upload}
        label={t('bodyEditor.uploadPicture')}
        onChange={onFile}
        testId="body-picture-input"
      />
    </PanelForm>
  );
}

/**
 * How the body looks while it is written (close to the article page). Kept with the editor's code
 * rather than in the app's stylesheet, which every reader page loads.
 */
const BODY_STYLE = `
.body-editor { min-height: 16rem; padding: 0.75rem 1rem; font-size: 1.125rem; line-height: 2rem; outline: none; }
.body-editor:focus-visible { box-shadow: inset 0 0 0 2px var(--color-brand-600); }
.body-editor figure, .body-editor [data-testid='body-embed'] { margin: 1rem 0; }
.body-editor > * + * { margin-top: 1rem; }
.body-editor h2 { font-size: 1.5rem; font-weight: 700; }
.body-editor h3 { font-size: 1.25rem; font-weight: 700; }
.body-editor h4 { font-size: 1.125rem; font-weight: 700; }
.body-editor ul { list-style: disc; padding-left: 1.5rem; }
.body-editor ol { list-style: decimal; padding-left: 1.5rem; }
.body-editor blockquote { border-left: 4px solid var(--color-brand-600); padding-left: 1rem; font-style: italic; }
.body-editor blockquote[data-cite]::after { content: '— ' attr(data-cite); display: block; font-size: 1rem; font-style: normal; color: var(--color-ink-500); }
.body-editor a { color: var(--color-brand-700); text-decoration: underline; }
.body-editor figure img { max-height: 18rem; width: auto; max-width: 100%; object-fit: contain; }
`;

/** Plain text put at the selection as typed: a line is a paragraph. */
function insertPlain(view: EditorView, text: string) {
  const { schema } = view.state;
  const lines = text.split(/\r?\n/);
  if (lines.length === 1) {
    view.dispatch(view.state.tr.insertText(text).scrollIntoView());
    return;
  }
  const paragraphs = lines.map((line) => schema.nodes.paragraph.create(null, line ? schema.text(line) : null));
  view.dispatch(view.state.tr.replaceSelection(new Slice(Fragment.from(paragraphs), 1, 1)).scrollIntoView());
}

/** Where the last converted Preeti paste sits in the document, and what was pasted. */
interface PastedPreeti {
  from: number;
  to: number;
  original: string;
}

function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      cite: e.isActive('blockquote') ? String(e.getAttributes('blockquote').cite ?? '') : '',
    }),
  });
}

/** Puts a picture given by its address at `pos`, marked for import (image-import.ts). */
function insertPictureAddress(view: EditorView, src: string, pos?: number) {
  const node = view.state.schema.nodes.image.create({ src: src.trim(), importing: true });
  const tr = pos === undefined ? view.state.tr.replaceSelectionWith(node) : view.state.tr.insert(pos, node);
  view.dispatch(tr.scrollIntoView());
}

/** The source of the quote the cursor is in (the body's `cite`), shown under the quote. */
function QuoteSourceField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1 border-b border-ink-200 bg-ink-50 px-3 py-2 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {t('bodyEditor.quoteSource')}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('bodyEditor.quoteSourcePlaceholder')}
        className={cn(inputClasses, 'sm:max-w-sm')}
        lang="ne"
        maxLength={500}
      />
    </div>
  );
}

/**
 * The article's body, written with Tiptap: headings, bold and italic, links, lists, quotes,
 * pictures with their caption, credit and alt text, and embedded posts (a placeholder here).
 * `initial` is read once; every change reports the body as the server stores it. Preeti pasted
 * into it is converted to Unicode, with a notice whose Undo puts back what was pasted.
 */
export function BodyEditor({
  initial,
  onChange,
  labelId,
  describedBy,
  onImportingChange,
}: {
  initial: EditorBody;
  onChange: (body: EditorBody) => void;
  labelId: string;
  describedBy?: string;
  /** Whether a pasted picture is being imported by the server (it is not in the body until then). */
  onImportingChange?: (importing: boolean) => void;
}) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const [linkUrl, setLinkUrl] = useState('');
  const [embedUrl, setEmbedUrl] = useState('');
  const [pasted, setPasted] = useState<PastedPreeti | null>(null);

  const editor = useEditor({
    extensions: bodyExtensions,
    content: bodyToDoc(initial) as JSONContent,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy && { 'aria-describedby': describedBy }),
        lang: 'ne',
        'data-testid': 'body-editor',
        class: 'body-editor',
      },
      // Pictures pasted or dropped as HTML: foreign ones are imported by the server before the body keeps them.
      transformPasted: (slice) => markPastedPictures(slice, window.location.origin),
      handleDrop: (view, event, _slice, moved) => {
        const data = event.dataTransfer;
        if (moved || !data || data.getData('text/html')) return false;
        const text = data.getData('text/uri-list').split('\n')[0] || data.getData('text/plain');
        if (!isPictureAddress(text)) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        insertPictureAddress(view, text, at?.pos);
        return true;
      },
      handlePaste: (view, event) => {
        const original = event.clipboardData?.getData('text/plain') ?? '';
        // A bare picture address ("Copy image address"): the picture, imported, rather than the address as text.
        if (!event.clipboardData?.getData('text/html') && isPictureAddress(original)) {
          insertPictureAddress(view, original);
          return true;
        }
        const converted = convertPreetiPaste(original);
        if (converted === null) return false;
        const from = view.state.selection.from;
        insertPlain(view, converted);
        setPasted({ from, to: view.state.selection.to, original });
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      // Any other change ends the Undo of a converted paste.
      setPasted(null);
      onChange(docToBody(e.getJSON() as DocNode));
    },
  });
  const state = useToolbarState(editor);
  usePictureImports(editor, onImportingChange);

  const undoPaste = () => {
    if (!pasted) return;
    const { from, to, original } = pasted;
    editor.chain().focus().deleteRange({ from, to }).setTextSelection(from).run();
    insertPlain(editor.view, original);
    setPasted(null);
  };

  const toggle = (next: Panel) => {
    setPanel((current) => (current === next ? null : next));
    if (next === 'link') setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '');
    if (next === 'embed') setEmbedUrl('');
  };

  const applyLink = () => {
    const href = linkUrl.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!/^(https?:\/\/|mailto:)\S+$/i.test(href)) {
      toast({ title: t('editor.invalidUrl'), description: t('bodyEditor.linkInvalid'), variant: 'destructive' });
      return;
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setPanel(null);
  };

  const insertPicture = (src: string) => {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src, caption: '', credit: '', alt: '' } })
      .run();
    setPanel(null);
  };

  // The quote the selection is in keeps its selection while the field has the focus.
  const setCite = (cite: string) =>
    editor
      .chain()
      .updateAttributes('blockquote', { cite: cite || null })
      .run();

  const insertEmbed = () => {
    const url = embedUrl.trim();
    const provider = embedProviderOf(url);
    if (!provider) {
      toast({
        title: t('bodyEditor.embedInvalidTitle'),
        description: t('bodyEditor.embedInvalid'),
        variant: 'destructive',
      });
      return;
    }
    editor.chain().focus().insertContent({ type: 'embed', attrs: { provider, url } }).run();
    setPanel(null);
  };

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  return (
    <div className="space-y-2">
      <div className="overflow-hidden rounded-md border border-ink-300 bg-white shadow-sm">
        <div
          role="toolbar"
          aria-label={t('bodyEditor.toolbar')}
          className="flex flex-wrap gap-1 border-b border-ink-200 bg-white p-1"
        >
          <ToolButton
            icon={Heading2}
            label={t('bodyEditor.heading')}
            active={state.h2}
            onClick={run((c) => c.toggleHeading({ level: 2 }))}
          />
          <ToolButton
            icon={Heading3}
            label={t('bodyEditor.subheading')}
            active={state.h3}
            onClick={run((c) => c.toggleHeading({ level: 3 }))}
          />
          <ToolButton
            icon={Bold}
            label={t('bodyEditor.bold')}
            active={state.bold}
            onClick={run((c) => c.toggleBold())}
          />
          <ToolButton
            icon={Italic}
            label={t('bodyEditor.italic')}
            active={state.italic}
            onClick={run((c) => c.toggleItalic())}
          />
          <ToolButton icon={Link2} label={t('bodyEditor.link')} active={state.link} onClick={() => toggle('link')} />
          <ToolButton
            icon={List}
            label={t('bodyEditor.bulletList')}
            active={state.bullet}
            onClick={run((c) => c.toggleBulletList())}
          />
          <ToolButton
            icon={ListOrdered}
            label={t('bodyEditor.orderedList')}
            active={state.ordered}
            onClick={run((c) => c.toggleOrderedList())}
          />
          <ToolButton
            icon={Quote}
            label={t('bodyEditor.quote')}
            active={state.quote}
            onClick={run((c) => c.toggleBlockquote())}
          />
          <ToolButton icon={ImagePlus} label={t('bodyEditor.picture')} onClick={() => toggle('picture')} />
          <ToolButton icon={SquarePlay} label={t('bodyEditor.embed')} onClick={() => toggle('embed')} />
        </div>
        {state.quote ? <QuoteSourceField value={state.cite} onChange={setCite} /> : null}
        {panel === 'link' ? (
          <PanelForm
            label={t('bodyEditor.linkUrl')}
            value={linkUrl}
            onChange={setLinkUrl}
            onApply={applyLink}
            applyLabel={t('bodyEditor.applyLink')}
            placeholder="https://"
          />
        ) : null}
        {panel === 'picture' ? <PicturePanel onInsert={insertPicture} /> : null}
        {panel === 'embed' ? (
          <PanelForm
            label={t('bodyEditor.embedUrl')}
            value={embedUrl}
            onChange={setEmbedUrl}
            onApply={insertEmbed}
            applyLabel={t('bodyEditor.insertEmbed')}
            placeholder="https://www.youtube.com/watch?v=..."
          />
        ) : null}
        <style>{BODY_STYLE}</style>
        <EditorContent editor={editor} />
      </div>
      {pasted ? <PreetiNotice onUndo={undoPaste} /> : null}
    </div>
  );
}
