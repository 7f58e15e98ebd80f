import * as Switch from '@radix-ui/react-switch';
import { useQuery } from '@tanstack/react-query';
import { Eye, FileQuestion, LoaderCircle, Lock, MessageSquareText, Pencil, ShieldAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { articleQueryOptions, getArticle } from '@/api/get-article';
import { useCategories } from '@/api/get-categories';
import { ArticleView } from '@/components/articles/article-view';
import { ScreenHeader } from '@/components/layouts/screen-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/hooks/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { can } from '@/lib/authorization';
import type { Article } from '@/types/contract';
import { sectionLabel } from '@/utils/article';
import { cn } from '@/utils/cn';
import { useCreateArticle } from '../api/create-article';
import { adminArticleMeta } from '../api/meta';
import { useUpdateArticle, type ArticleChanges } from '../api/update-article';
import {
  canPreview,
  canSave,
  emptyEditorValues,
  isComplete,
  isTitleTooLong,
  alignWords,
  isSlugInvalid,
  previewArticle,
  savedText,
  saveLabelKey,
  toArticleInput,
  valuesFromArticle,
  withBody,
  withTitle,
  type EditorValues,
  type PictureWords,
} from '../editor-form';
import { usePreetiField } from '../lib/preeti-paste';
import { tidySlug } from '../lib/slug';
import { BodyEditor } from './body-editor/body-editor';
import { PreetiNotice } from './preeti-notice';
import { TagInput } from './tag-input';
import { isStaleVersion } from '../lib/conflict';
import {
  clearLocalDraft,
  localDraftKey,
  readLocalDraft,
  restoreOnOpen,
  sameValues,
  writeLocalDraft,
} from '../lib/local-draft';
import { formatNepalDateTime } from '../lib/nepal-time';
import { ConflictPanel } from './conflict-panel';
import { AdditionalImagesField, ArticleImageField } from './image-fields';
import { RevisionsPanel } from './revisions-panel';
import { StateBadge } from './state-badge';
import { SubmitForReviewButton, WorkflowPanel } from './workflow-panel';
import { IconBadge } from '@/components/ui/icon-badge';
import { RetryPanel } from '@/components/ui/retry-panel';

function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span className="ml-0.5 text-red-700" title={t('common.required')} aria-hidden="true">
      *
    </span>
  );
}

/** How long the typing must pause before a draft is saved to the server. */
export const AUTOSAVE_DELAY_MS = 2500;

/** The text fields of a save, as the server keeps them (trimmed): what autosave compares. */
const textOf = savedText;

/** The lead picture's caption, credit and alt text. */
function PictureWordsFields({ value, onChange }: { value: PictureWords; onChange: (value: PictureWords) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: keyof PictureWords, label: string) => (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        aria-describedby={`${id}-hint`}
        className={inputClasses}
        lang="ne"
      />
    </div>
  );
  return (
    <div className="space-y-2" data-testid="image-words">
      <div className="grid gap-3 sm:grid-cols-3">
        {field('caption', t('editor.imageCaption'))}
        {field('credit', t('editor.imageCredit'))}
        {field('alt', t('editor.imageAltText'))}
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-500">
        {t('editor.imageWordsHint')}
      </p>
    </div>
  );
}

type AutosaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed' };

/**
 * The form (or its preview) of one article: created when `initial` is absent, else edited.
 * Every save sends the `version` the text started from; a 409 shows the conflict screen and keeps
 * the local text. Unsaved text is kept in this browser on every change and restored on the next
 * open; a saved draft also autosaves to the server while the author types.
 */
function EditorForm({ initial }: { initial?: Article }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const { user } = useUser();
  const categories = useCategories();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const mode = initial ? 'edit' : 'create';
  const isEditor = can(user, 'article.edit');
  const canPublish = can(user, 'article.publish');
  const [saved, setSaved] = useState(initial);
  const draftKey = localDraftKey(user?.id ?? 'anonymous', initial?.id ?? null);
  const [opened] = useState(() =>
    restoreOnOpen(readLocalDraft(draftKey), {
      values: initial ? valuesFromArticle(initial) : emptyEditorValues,
      version: initial?.version ?? null,
    }),
  );
  const [values, setValues] = useState<EditorValues>(opened.values);
  // The saved text the form's text started from, and its version (sent with every save).
  const [base, setBase] = useState<EditorValues>(opened.base);
  const [version, setVersion] = useState<number | null>(opened.version);
  const [restored, setRestored] = useState(opened.restored);
  const [conflict, setConflict] = useState<{ theirs: Article; message?: string } | null>(null);
  const [autosave, setAutosave] = useState<AutosaveState>({ kind: 'idle' });
  const [previewing, setPreviewing] = useState(false);
  // The body editor reads its text once: a new key starts it again from values replaced wholesale.
  const [bodyKey, setBodyKey] = useState(0);
  // A picture pasted into the body is not in it until the server has imported it: saving waits.
  const [bodyImporting, setBodyImporting] = useState(false);
  // The text autosave last sent: never sent twice in a row (the server's copy may differ in form).
  const lastAutosaved = useRef<string | null>(null);
  const saving = create.isPending || update.isPending;
  const titleTooLong = isTitleTooLong(values.title);
  const status = saved?.status ?? null;
  // A contributor changes only their own drafts (the server checks it too).
  const editable = isEditor || status === null || status === 'draft';
  const unsaved = textOf(values) !== textOf(base);
  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const title = usePreetiField(values.title, (text) => setValues((current) => withTitle(current, text)));
  const summary = usePreetiField(values.summary, (text) => set('summary', text));
  const slugInvalid = isSlugInvalid(values.slug);

  // The text is kept in this browser until the server has it.
  useEffect(() => {
    if (!editable) return;
    if (sameValues(values, base)) clearLocalDraft(draftKey);
    else writeLocalDraft(draftKey, { values, base, version, savedAt: new Date().toISOString() });
  }, [values, base, version, draftKey, editable]);

  /** The server has this article now: the form's base, version and the kept text follow it. */
  const adopt = (article: Article, sent: EditorValues | null) => {
    setSaved(article);
    setVersion(article.version);
    const next = valuesFromArticle(article);
    // The text just sent is what the server has (it trims): keep the local copy only if typing went on.
    setBase(sent && textOf(sent) === textOf(next) ? sent : next);
    // New tags come back with their ids.
    if (sent) setValues((current) => (current.tags === sent.tags ? { ...current, tags: next.tags } : current));
  };

  const onConflict = async (error: ApiError, id: number) => {
    try {
      const theirs = await getArticle(id);
      setConflict({ theirs, message: serverMessage(error) });
    } catch {
      toast({ title: t('editor.error'), description: serverMessage(error), variant: 'destructive' });
    }
  };

  // Autosave: a saved draft goes to the server once the typing pauses.
  const autosaveReady =
    saved !== undefined &&
    status === 'draft' &&
    editable &&
    !conflict &&
    unsaved &&
    canSave(values) &&
    !saving &&
    textOf(values) !== lastAutosaved.current;
  useEffect(() => {
    if (!autosaveReady || !saved) return;
    const timer = setTimeout(() => {
      const sent = values;
      const { published: _published, ...text } = toArticleInput(sent);
      lastAutosaved.current = textOf(sent);
      setAutosave({ kind: 'saving' });
      update.mutateAsync({ id: saved.id, changes: { ...text, version: version ?? undefined } }).then(
        (article) => {
          adopt(article, sent);
          setAutosave({ kind: 'saved', at: new Date() });
        },
        (error: Error) => {
          setAutosave({ kind: 'failed' });
          if (isStaleVersion(error)) void onConflict(error, saved.id);
        },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new timer for each change of the text
  }, [autosaveReady, values]);

  const validationError = () =>
    toast({ title: t('editor.validationTitle'), description: t('editor.validationText'), variant: 'destructive' });

  /**
   * Save the form, optionally with a change of state (submit, approve, schedule, send back):
   * POST for a new article, else PUT with the version the text started from.
   */
  const save = (change: ArticleChanges | null, done: { title: string; description?: string }, fallback: string) => {
    if (!isComplete(values) || titleTooLong) {
      validationError();
      return;
    }
    if (bodyImporting) return;
    const sent = values;
    const input = toArticleInput(sent);
    // With a change of state, `status` says it all (the switch's `published` would disagree).
    const { published: _published, ...text } = input;
    const body = change ? { ...text, ...change } : input;
    const request = saved
      ? update.mutateAsync({ id: saved.id, changes: { ...body, version: version ?? undefined } })
      : create.mutateAsync(body);
    request.then(
      (article) => {
        adopt(article, sent);
        clearLocalDraft(draftKey);
        toast({ ...done, variant: 'success' });
        void navigate(paths.adminDashboard);
      },
      (error: Error) => {
        if (saved && isStaleVersion(error)) {
          void onConflict(error, saved.id);
          return;
        }
        toast({ title: t('editor.error'), description: serverMessage(error) ?? fallback, variant: 'destructive' });
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save(
      null,
      { title: t(mode === 'edit' ? 'editor.updated' : 'editor.created') },
      t(mode === 'edit' ? 'editor.updateFailed' : 'editor.createFailed'),
    );
  };

  const keepMine = () => {
    if (!conflict) return;
    // Their save becomes the base: the next save replaces it on purpose (it stays in the revisions).
    setSaved(conflict.theirs);
    setVersion(conflict.theirs.version);
    setBase(valuesFromArticle(conflict.theirs));
    setConflict(null);
    setAutosave({ kind: 'idle' });
    toast({ title: t('newsroom.conflictKept') });
  };

  const discardRestored = () => {
    if (!restored) return;
    const server = initial ? valuesFromArticle(saved ?? initial) : emptyEditorValues;
    setValues(server);
    setBase(server);
    setBodyKey((key) => key + 1);
    setVersion(saved?.version ?? null);
    clearLocalDraft(draftKey);
    setRestored(null);
  };

  const onRestored = (article: Article) => {
    const next = valuesFromArticle(article);
    setSaved(article);
    setVersion(article.version);
    setBase(next);
    setValues(next);
    setBodyKey((key) => key + 1);
    clearLocalDraft(draftKey);
  };

  const openPreview = () => {
    if (!canPreview(values)) {
      validationError();
      return;
    }
    setPreviewing(true);
    window.scrollTo({ top: 0 });
  };

  const saveLabel = t(saveLabelKey(mode, canPublish && values.published));
  const saveButton = (
    <Button type="submit" form={formId} size="lg" disabled={!canSave(values) || saving || !editable || bodyImporting}>
      {saving ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {saving ? t('editor.saving') : saveLabel}
    </Button>
  );
  const submitForReview =
    !isEditor && editable ? (
      <SubmitForReviewButton
        busy={saving}
        disabled={!canSave(values)}
        onSubmit={() =>
          save(
            { status: 'review' },
            { title: t('newsroom.submitted'), description: t('newsroom.submittedText') },
            t('newsroom.actionFailed'),
          )
        }
      />
    ) : null;

  if (previewing) {
    const article = previewArticle(values, { saved, categories: categories.data ?? [], user });
    return (
      <div className="space-y-6">
        <div
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          role="status"
        >
          <p className="flex items-center gap-2 font-medium text-amber-900">
            <Eye className="h-5 w-5" aria-hidden="true" />
            {t('editor.previewNotice')}
          </p>
          <Button variant="outline" onClick={() => setPreviewing(false)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('editor.editArticle')}
          </Button>
        </div>
        <Card className="px-4 py-8 sm:px-8">
          <ArticleView article={article} />
        </Card>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" size="lg" onClick={() => setPreviewing(false)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('editor.editArticle')}
          </Button>
          {/* The form is not rendered while previewing: save from here with the same values. */}
          <form id={formId} onSubmit={onSubmit}>
            {saveButton}
          </form>
        </div>
      </div>
    );
  }

  if (!editable) {
    return (
      <p
        className="flex items-center gap-3 rounded-lg border border-ink-200 bg-ink-50 p-4 text-ink-800"
        role="status"
        data-testid="editor-locked"
      >
        <Lock className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t(status === 'review' ? 'newsroom.inReviewLocked' : 'newsroom.notEditable')}
      </p>
    );
  }

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: sectionLabel(category, t, i18n.language),
  }));

  const autosaveText =
    autosave.kind === 'saving'
      ? t('newsroom.autosaveSaving')
      : autosave.kind === 'failed'
        ? t('newsroom.autosaveFailed')
        : unsaved
          ? t('newsroom.autosaveUnsaved')
          : autosave.kind === 'saved'
            ? t('newsroom.autosaveSaved', {
                time: formatNepalDateTime(autosave.at, i18n.language, t('newsroom.nepalTimeShort')),
              })
            : null;

  return (
    <div className="space-y-6">
      {status ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700" data-testid="article-state">
          <StateBadge status={status} />
          {autosaveText ? (
            <span role="status" aria-live="polite" className="text-ink-500" data-testid="autosave-status">
              {autosaveText}
            </span>
          ) : null}
        </p>
      ) : null}
      {saved?.reviewNote && status === 'draft' ? (
        <section className="rounded-xl border border-sky-300 bg-sky-50 p-4" data-testid="review-note">
          <h2 className="flex items-center gap-2 font-semibold text-sky-900">
            <MessageSquareText className="h-5 w-5" aria-hidden="true" />
            {t('newsroom.reviewNoteTitle')}
          </h2>
          <p className="mt-1 whitespace-pre-wrap text-sky-900" lang="ne">
            {saved.reviewNote}
          </p>
        </section>
      ) : null}
      {restored ? (
        <section
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="restored-notice"
        >
          <div>
            <p className="font-semibold text-sky-900">{t('newsroom.restoredTitle')}</p>
            <p className="text-sm text-sky-900">
              {t('newsroom.restoredText', {
                when: formatNepalDateTime(restored.savedAt, i18n.language, t('newsroom.nepalTimeShort')),
              })}
            </p>
          </div>
          <Button variant="outline" onClick={discardRestored}>
            {t('newsroom.discardRestored')}
          </Button>
        </section>
      ) : null}
      {conflict ? (
        <ConflictPanel base={base} theirs={conflict.theirs} message={conflict.message} onKeepMine={keepMine} />
      ) : null}
      <Card className="p-5 sm:p-8">
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-7" data-testid="article-form">
          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={`${formId}-title`} className="block text-sm font-medium text-ink-800">
                {t('editor.title')}
                <RequiredMark />
              </label>
              <span
                className={cn('text-xs', titleTooLong ? 'font-semibold text-red-700' : 'text-ink-500')}
                aria-hidden="true"
              >
                {t('editor.titleCount', { count: values.title.trim().length })}
              </span>
            </div>
            <input
              id={`${formId}-title`}
              name="title"
              value={values.title}
              onChange={(event) => title.onChange(event.target.value)}
              onPaste={title.onPaste}
              placeholder={t('editor.titlePlaceholder')}
              required
              aria-invalid={titleTooLong || undefined}
              aria-describedby={titleTooLong ? `${formId}-title-error` : undefined}
              className={cn(inputClasses, 'text-lg font-semibold')}
              lang="ne"
            />
            {titleTooLong ? (
              <p id={`${formId}-title-error`} role="alert" className="text-sm text-red-700">
                {t('editor.titleTooLong')}
              </p>
            ) : null}
            {title.notice ? <PreetiNotice onUndo={title.undo} /> : null}
          </div>

          <div className="space-y-1.5">
            <label htmlFor={`${formId}-slug`} className="block text-sm font-medium text-ink-800">
              {t('editor.slug')}
              <span className="ml-1 font-normal text-ink-500">{t('common.optional')}</span>
            </label>
            <input
              id={`${formId}-slug`}
              name="slug"
              value={values.slug}
              onChange={(event) => set('slug', event.target.value.toLowerCase())}
              onBlur={() => set('slug', tidySlug(values.slug))}
              aria-invalid={slugInvalid || undefined}
              aria-describedby={`${formId}-slug-hint${slugInvalid ? ` ${formId}-slug-error` : ''}`}
              className={cn(inputClasses, 'max-w-lg')}
              spellCheck={false}
              autoCapitalize="off"
            />
            <p id={`${formId}-slug-hint`} className="break-all text-xs text-ink-500">
              {t('editor.slugHint', { path: `/article/${saved?.id ?? '…'}/${values.slug || '…'}` })}
            </p>
            {slugInvalid ? (
              <p id={`${formId}-slug-error`} role="alert" className="text-sm text-red-700">
                {t('editor.slugInvalid')}
              </p>
            ) : null}
          </div>

          <div className="space-y-1.5">
            <label htmlFor={`${formId}-summary`} className="block text-sm font-medium text-ink-800">
              {t('editor.summary')}
              <span className="ml-1 font-normal text-ink-500">{t('common.optional')}</span>
            </label>
            <textarea
              id={`${formId}-summary`}
              name="summary"
              rows={3}
              value={values.summary}
              onChange={(event) => summary.onChange(event.target.value)}
              onPaste={summary.onPaste}
              aria-describedby={`${formId}-summary-hint`}
              className={inputClasses}
              lang="ne"
            />
            <p id={`${formId}-summary-hint`} className="text-xs text-ink-500">
              {t('editor.summaryHint')}
            </p>
            {summary.notice ? <PreetiNotice onUndo={summary.undo} /> : null}
          </div>

          <SelectField
            label={t('editor.category')}
            name="categoryId"
            required
            requiredLabel={t('common.required')}
            value={values.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
            placeholder={t('editor.categoryPlaceholder')}
            options={categoryOptions}
            className="max-w-sm"
          />

          <TagInput value={values.tags} onChange={(tags) => set('tags', tags)} />

          <div className="space-y-4">
            <ArticleImageField value={values.imageUrl} onChange={(url) => set('imageUrl', url)} />
            {values.imageUrl ? (
              <PictureWordsFields value={values.imageInfo} onChange={(words) => set('imageInfo', words)} />
            ) : null}
          </div>

          <AdditionalImagesField
            value={values.imageUrls}
            onChange={(urls) =>
              setValues((current) => ({
                ...current,
                imageUrls: urls,
                imageUrlsInfo: alignWords(urls, current.imageUrls, current.imageUrlsInfo),
              }))
            }
          />

          <div className="space-y-1.5">
            <span
              id={`${formId}-content-label`}
              className="block text-sm font-medium text-ink-800"
              onClick={() =>
                document.querySelector<HTMLElement>(`[aria-labelledby="${formId}-content-label"]`)?.focus()
              }
            >
              {t('editor.content')}
              <RequiredMark />
            </span>
            <BodyEditor
              key={bodyKey}
              initial={values.body}
              onChange={(body) => setValues((current) => withBody(current, body))}
              labelId={`${formId}-content-label`}
              describedBy={`${formId}-content-hint`}
              onImportingChange={setBodyImporting}
            />
            <p id={`${formId}-content-hint`} className="text-xs text-ink-500">
              {t('editor.contentRichHint')}
            </p>
          </div>

          {canPublish ? (
            <div className="flex items-start gap-3 rounded-lg border border-ink-200 bg-ink-50 p-4">
              <Switch.Root
                id={`${formId}-publish`}
                checked={values.published}
                onCheckedChange={(checked) => set('published', checked)}
                aria-describedby={`${formId}-publish-hint`}
                className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-ink-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 data-[state=checked]:bg-emerald-600"
              >
                <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
              </Switch.Root>
              <div>
                <label htmlFor={`${formId}-publish`} className="font-medium text-ink-900">
                  {t('editor.publishNow')}
                </label>
                <p id={`${formId}-publish-hint`} className="text-sm text-ink-600">
                  {t(values.published ? 'editor.publishHint' : 'editor.draftHint')}
                </p>
              </div>
            </div>
          ) : null}

          {canPublish ? (
            <WorkflowPanel
              status={status}
              publishAt={saved?.publishAt ?? null}
              busy={saving}
              onApprove={() =>
                save({ status: 'published' }, { title: t('newsroom.published') }, t('newsroom.actionFailed'))
              }
              onSchedule={(publishAt) =>
                save(
                  { status: 'scheduled', publishAt },
                  {
                    title: t('newsroom.scheduled'),
                    description: t('newsroom.scheduledText', {
                      when: formatNepalDateTime(publishAt, i18n.language, t('newsroom.nepalTimeShort')),
                    }),
                  },
                  t('newsroom.actionFailed'),
                )
              }
              onSendBack={(note) =>
                save(
                  { status: 'draft', ...(note && { note }) },
                  { title: t(status === 'review' ? 'newsroom.sentBack' : 'newsroom.movedToDraft') },
                  t('newsroom.actionFailed'),
                )
              }
            />
          ) : null}

          <div className="flex flex-col-reverse gap-3 border-t border-ink-200 pt-6 sm:flex-row sm:justify-end">
            <Button variant="outline" size="lg" onClick={openPreview}>
              <Eye className="h-4 w-4" aria-hidden="true" />
              {t('editor.preview')}
            </Button>
            {saveButton}
            {submitForReview}
          </div>
        </form>
      </Card>
      {saved ? <RevisionsPanel articleId={saved.id} current={values} onRestored={onRestored} /> : null}
    </div>
  );
}

function EditorNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="article-not-found">
      <IconBadge icon={FileQuestion} />
      <h2 className="text-2xl font-bold text-ink-900">{t('article.notFoundTitle')}</h2>
      <p className="text-ink-600">{t('article.notFoundText')}</p>
    </div>
  );
}

/** Edit mode: the article first (drafts included: editors see every one, contributors their own). */
function EditExisting({ id }: { id: string }) {
  const { t } = useTranslation();
  const validId = /^\d+$/.test(id);
  const query = useQuery({
    ...articleQueryOptions(id, adminArticleMeta),
    enabled: validId,
    refetchOnMount: 'always',
  });
  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) return <EditorNotFound />;
  if (query.isError) {
    return <RetryPanel onRetry={() => void query.refetch()} />;
  }
  // Wait for the server's copy (not a cached one), so the form starts from what is saved.
  if (!query.data || !query.isFetchedAfterMount) return <Spinner label={t('editor.loading')} className="py-24" />;
  return <EditorForm key={query.data.id} initial={query.data} />;
}

/**
 * /admin/articles: create an article, or edit one with ?edit={id}. Staff only (the route's
 * guard shows Access Denied; the form itself refuses anyone else too).
 */
export function ArticleEditor({ editId }: { editId: string | null }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const editing = editId !== null;
  useDocumentTitle(t(editing ? 'editor.editTitle' : 'editor.createTitle'));

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader
        title={t(editing ? 'editor.editTitle' : 'editor.createTitle')}
        intro={t(editing ? 'editor.editIntro' : 'editor.createIntro')}
        back={{ to: paths.adminDashboard, label: t('editor.backToDashboard') }}
      />
      {!can(user, 'article.create') ? (
        <p className="flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
          <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('editor.noPermission')}
        </p>
      ) : editing ? (
        <EditExisting key={editId} id={editId} />
      ) : (
        <EditorForm />
      )}
    </div>
  );
}
