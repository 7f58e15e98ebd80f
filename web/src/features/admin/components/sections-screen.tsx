import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { Lock, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useCategories } from '@/api/get-categories';
import { ScreenHeader } from '@/components/layouts/screen-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, TableState, cellClasses, rowClasses } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import type { Category } from '@/types/contract';
import { cn } from '@/utils/cn';
import { useCreateSection, useDeleteSection, useSectionUsage, useUpdateSection } from '../api/sections';
import { isFixedSection, proposedSlug, sectionBody, validateSection, type SectionValues } from '../lib/section-form';
import { SectionFields } from './section-fields';

const EMPTY: SectionValues = { name: '', nameNe: '', slug: '' };

/** The section a delete question is about, the button that asked (kept while the dialog closes). */
interface DeleteTarget {
  section: Category;
  opener: HTMLElement | null;
  open: boolean;
}

/** The server's word on a refused change, shown where the editor is looking. */
function Refusal({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * Add a section: the slug follows the name (its Roman letters) until the editor types another.
 * After adding, the form empties and the name field has the focus again for the next one.
 */
function AddSectionForm() {
  const { t } = useTranslation();
  const form = useForm(EMPTY, validateSection);
  const create = useCreateSection();
  const [refusal, setRefusal] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);
  const idPrefix = useId();
  const headingId = `${idPrefix}-title`;

  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, slug } = form.values;
    const follows = slug === '' || slug === proposedSlug(name);
    form.set({ name: event.target.value, ...(follows ? { slug: proposedSlug(event.target.value) } : {}) });
  };

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    create.mutate(sectionBody(values), {
      onSuccess: (section) => {
        form.reset();
        toast({
          title: t('sectionsAdmin.added'),
          description: t('sectionsAdmin.addedText', { name: section.name, path: paths.category(section.slug) }),
          variant: 'success',
        });
        nameRef.current?.focus();
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) setRefusal(serverMessage(error) ?? t('sectionsAdmin.saveFailed'));
      },
    });
  });

  return (
    <Card className="p-5">
      <h2 id={headingId} className="text-xl font-semibold text-ink-900">
        {t('sectionsAdmin.addTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-3">
          <SectionFields form={form} idPrefix={`${idPrefix}-add`} nameRef={nameRef} onNameChange={onNameChange} />
        </div>
        <Refusal message={refusal} />
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {create.isPending ? t('sectionsAdmin.adding') : t('sectionsAdmin.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The rename form, mounted with the dialog so that each opening starts from the saved values. */
function RenameForm({
  section,
  nameRef,
  onDone,
}: {
  section: Category;
  nameRef: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const fixed = isFixedSection(section);
  const form = useForm<SectionValues>(
    { name: section.name, nameNe: section.nameNe ?? '', slug: section.slug },
    validateSection,
  );
  const update = useUpdateSection();
  const [refusal, setRefusal] = useState<string>();
  const idPrefix = useId();

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    const { slug, ...names } = sectionBody(values);
    update.mutate(
      // spec.md's two keep their slugs: only their names are sent.
      { id: section.id, changes: fixed ? names : { ...names, slug } },
      {
        onSuccess: (saved) => {
          toast({ title: t('sectionsAdmin.saved'), description: saved.name, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (!isUnauthorizedError(error)) setRefusal(serverMessage(error) ?? t('sectionsAdmin.saveFailed'));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <SectionFields form={form} idPrefix={idPrefix} nameRef={nameRef} slugLocked={fixed} />
      <Refusal message={refusal} />
      <div className="flex justify-end gap-3">
        <Dialog.Close className={buttonClasses('outline')}>{t('common.cancel')}</Dialog.Close>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('sectionsAdmin.saving') : t('sectionsAdmin.save')}
        </Button>
      </div>
    </form>
  );
}

/** Rename in a dialog: the focus goes to the name, and back to the Rename button when it closes. */
function RenameSectionButton({ section }: { section: Category }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}
        aria-label={t('sectionsAdmin.renameLabel', { name: section.name })}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t('sectionsAdmin.rename')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          data-testid="rename-section-dialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nameRef.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink-900">
              {t('sectionsAdmin.renameTitle', { name: section.name })}
            </Dialog.Title>
            <Dialog.Close className={buttonClasses('ghost', 'icon', '-mr-2 -mt-2')} aria-label={t('toast.close')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink-600">{t('sectionsAdmin.renameText')}</Dialog.Description>
          <RenameForm section={section} nameRef={nameRef} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The question before deleting one section, outside the rows: a deleted section's row (and its
 * button) is gone when the dialog closes, so the focus then goes to the list's heading; after
 * Cancel it goes back to the button that opened it. A refusal (articles still use the section)
 * is the server's message, in the dialog.
 */
function DeleteSectionDialog({
  target,
  onClose,
  fallbackFocus,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const remove = useDeleteSection();
  const [refusal, setRefusal] = useState<string>();
  const section = target?.section;

  const close = () => {
    setRefusal(undefined);
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!section) return;
    setRefusal(undefined);
    remove.mutate(section.id, {
      onSuccess: () => {
        toast({
          title: t('sectionsAdmin.deleted'),
          description: t('sectionsAdmin.deletedText', { name: section.name }),
          variant: 'success',
        });
        close();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) close();
        else setRefusal(serverMessage(error) ?? t('sectionsAdmin.deleteFailed'));
      },
    });
  };

  return (
    <AlertDialog.Root open={!!target?.open} onOpenChange={(open) => (open ? undefined : close())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = target?.opener;
            (opener?.isConnected ? opener : fallbackFocus.current)?.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">
            {t('sectionsAdmin.deleteTitle', { name: section?.name ?? '' })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-600">
            {t('sectionsAdmin.deleteConfirm')}
          </AlertDialog.Description>
          <div className="mt-3">
            <Refusal message={refusal} />
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline')}>{t('common.cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={confirm} disabled={remove.isPending} className={buttonClasses('danger')}>
              {remove.isPending ? t('sectionsAdmin.deleting') : t('sectionsAdmin.delete')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function SectionsTable({
  sections,
  onDelete,
}: {
  sections: Category[];
  onDelete: (section: Category, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const usage = useSectionUsage();
  return (
    <DataTable
      columns={[
        { label: t('sectionsAdmin.colName') },
        { label: t('sectionsAdmin.colNameNe') },
        { label: t('sectionsAdmin.colSlug') },
        { label: t('sectionsAdmin.colArticles'), end: true },
        { label: t('sectionsAdmin.colActions'), end: true },
      ]}
      minWidth="md:min-w-[40rem]"
      testId="sections-table"
    >
      {sections.map((section) => {
        const fixed = isFixedSection(section);
        return (
          <tr key={section.id} className={rowClasses} data-testid="section-row">
            <th scope="row" className={cn(cellClasses, 'w-full text-left font-medium text-ink-900 md:w-auto')}>
              {section.name}
            </th>
            <td className={cn(cellClasses, 'text-ink-700')} lang="ne">
              {section.nameNe ?? <span className="text-ink-400">—</span>}
            </td>
            <td className={cellClasses}>
              <Link to={paths.category(section.slug)} className="font-mono text-brand-700 hover:underline">
                {section.slug}
              </Link>
            </td>
            <td className={cn(cellClasses, 'tabular-nums text-ink-700 md:text-right')} data-testid="section-articles">
              {usage.data?.get(section.id) ?? '—'}
            </td>
            <td className={cn(cellClasses, 'md:text-right')}>
              <div className="flex flex-wrap items-center gap-1 md:justify-end">
                <RenameSectionButton section={section} />
                {fixed ? (
                  // The server never deletes spec.md's two: no button that would only be refused.
                  <span className="inline-flex items-center gap-1 px-3 text-xs text-ink-500">
                    <Lock className="h-3.5 w-3.5" aria-hidden="true" />
                    {t('sectionsAdmin.fixed')}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={(event) => onDelete(section, event.currentTarget)}
                    aria-label={t('sectionsAdmin.deleteLabel', { name: section.name })}
                    className={buttonClasses(
                      'ghost',
                      'sm',
                      'whitespace-nowrap text-red-700 hover:bg-red-50 hover:text-red-800',
                    )}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t('sectionsAdmin.delete')}
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/**
 * /admin/sections (editors and admins; issue 22): the sections articles are filed under, with
 * their Nepali names and slugs; add one, rename one in a dialog, delete one after a question.
 * Every change refreshes the list, the header's menu and the footer (query invalidation).
 */
export function AdminSections() {
  const { t } = useTranslation();
  const query = useCategories();
  const sections = query.data ?? [];
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader
        title={t('sectionsAdmin.title')}
        intro={t('sectionsAdmin.intro')}
        back={{ to: paths.adminDashboard, label: t('moderation.backToDashboard') }}
      />
      <AddSectionForm />
      <Card className="overflow-hidden">
        <div className="border-b border-ink-200 p-5">
          <h2 ref={listHeading} tabIndex={-1} className="text-xl font-semibold text-ink-900 focus:outline-none">
            {t('sectionsAdmin.listTitle')}
          </h2>
        </div>
        <TableState
          query={query}
          empty={sections.length === 0}
          loadingLabel={t('sectionsAdmin.loading')}
          emptyLabel={t('sectionsAdmin.empty')}
          errorLabel={t('moderation.loadError')}
          retryLabel={t('common.retry')}
        >
          <SectionsTable
            sections={sections}
            onDelete={(section, opener) => setDeleting({ section, opener, open: true })}
          />
        </TableState>
      </Card>
      <DeleteSectionDialog
        target={deleting}
        onClose={() => setDeleting((current) => current && { ...current, open: false })}
        fallbackFocus={listHeading}
      />
    </div>
  );
}
