import * as Switch from '@radix-ui/react-switch';
import { useQuery } from '@tanstack/react-query';
import { Eye, FileQuestion, LoaderCircle, Pencil, ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { articleQueryOptions } from '@/api/get-article';
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
import { errorStatus, serverMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { isAdmin } from '@/lib/authorization';
import type { Article } from '@/types/contract';
import { categorySlug } from '@/utils/article';
import { cn } from '@/utils/cn';
import { useCreateArticle } from '../api/create-article';
import { adminArticleMeta } from '../api/meta';
import { useUpdateArticle } from '../api/update-article';
import {
  canPreview,
  canSave,
  emptyEditorValues,
  isComplete,
  isTitleTooLong,
  previewArticle,
  saveLabelKey,
  toArticleInput,
  valuesFromArticle,
  type EditorValues,
} from '../editor-form';
import { AdditionalImagesField, ArticleImageField } from './image-fields';
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

/** The form (or its preview) of one article: created when `saved` is absent, else edited. */
function EditorForm({ saved }: { saved?: Article }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const { user } = useUser();
  const categories = useCategories();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const mode = saved ? 'edit' : 'create';
  const [values, setValues] = useState<EditorValues>(() => (saved ? valuesFromArticle(saved) : emptyEditorValues));
  const [previewing, setPreviewing] = useState(false);
  const saving = create.isPending || update.isPending;
  const titleTooLong = isTitleTooLong(values.title);
  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const validationError = () =>
    toast({ title: t('editor.validationTitle'), description: t('editor.validationText'), variant: 'destructive' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete(values) || titleTooLong) {
      validationError();
      return;
    }
    const input = toArticleInput(values);
    const done = (title: string) => {
      toast({ title, variant: 'success' });
      void navigate(paths.adminDashboard);
    };
    const failed = (error: Error, fallback: string) =>
      toast({ title: t('editor.error'), description: serverMessage(error) ?? fallback, variant: 'destructive' });
    const request = saved ? update.mutateAsync({ id: saved.id, changes: input }) : create.mutateAsync(input);
    request.then(
      () => done(t(saved ? 'editor.updated' : 'editor.created')),
      (error: Error) => failed(error, t(saved ? 'editor.updateFailed' : 'editor.createFailed')),
    );
  };

  const openPreview = () => {
    if (!canPreview(values)) {
      validationError();
      return;
    }
    setPreviewing(true);
    window.scrollTo({ top: 0 });
  };

  const saveLabel = t(saveLabelKey(mode, values.published));
  const saveButton = (
    <Button type="submit" form={formId} size="lg" disabled={!canSave(values) || saving}>
      {saving ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {saving ? t('editor.saving') : saveLabel}
    </Button>
  );

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

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: t(`category.${categorySlug(category.slug)}`),
  }));

  return (
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
            onChange={(event) => set('title', event.target.value)}
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
            onChange={(event) => set('summary', event.target.value)}
            aria-describedby={`${formId}-summary-hint`}
            className={inputClasses}
            lang="ne"
          />
          <p id={`${formId}-summary-hint`} className="text-xs text-ink-500">
            {t('editor.summaryHint')}
          </p>
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

        <ArticleImageField value={values.imageUrl} onChange={(url) => set('imageUrl', url)} />

        <AdditionalImagesField value={values.imageUrls} onChange={(urls) => set('imageUrls', urls)} />

        <div className="space-y-1.5">
          <label htmlFor={`${formId}-content`} className="block text-sm font-medium text-ink-800">
            {t('editor.content')}
            <RequiredMark />
          </label>
          <textarea
            id={`${formId}-content`}
            name="content"
            rows={14}
            required
            value={values.content}
            onChange={(event) => set('content', event.target.value)}
            aria-describedby={`${formId}-content-hint`}
            className={cn(inputClasses, 'leading-7')}
            lang="ne"
          />
          <p id={`${formId}-content-hint`} className="text-xs text-ink-500">
            {t('editor.contentHint')}
          </p>
        </div>

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

        <div className="flex flex-col-reverse gap-3 border-t border-ink-200 pt-6 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={openPreview}>
            <Eye className="h-4 w-4" aria-hidden="true" />
            {t('editor.preview')}
          </Button>
          {saveButton}
        </div>
      </form>
    </Card>
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

/** Edit mode: the article first (drafts included: the editor is an admin). */
function EditExisting({ id }: { id: string }) {
  const { t } = useTranslation();
  const validId = /^\d+$/.test(id);
  const query = useQuery({
    ...articleQueryOptions(id, adminArticleMeta),
    enabled: validId,
    refetchOnMount: 'always',
  });
  if (!validId || (query.isError && errorStatus(query.error) === 404)) return <EditorNotFound />;
  if (query.isError) {
    return <RetryPanel onRetry={() => void query.refetch()} />;
  }
  // Wait for the server's copy (not a cached one), so the form starts from what is saved.
  if (!query.data || !query.isFetchedAfterMount) return <Spinner label={t('editor.loading')} className="py-24" />;
  return <EditorForm key={query.data.id} saved={query.data} />;
}

/**
 * /admin/articles: create an article, or edit one with ?edit={id}. Admins only (the route's
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
      {!isAdmin(user) ? (
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
