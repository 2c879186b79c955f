import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, notify, PageTitle } from '@speechdeck/core/web';
import { useDeleteResult } from './api/delete-result.ts';
import { FileList } from './files/file-list.tsx';
import type { WorkspaceSearch } from './search/search-kinds.ts';
import { SearchForm } from './search/search-form.tsx';
import { SearchResults } from './search/search-results.tsx';
import { ResultViewer, type OpenRequest } from './viewer/result-viewer.tsx';
import './workspace-page.css';

/** /asr-workspace: the user's results, searched, opened, played, edited, renamed and deleted. */
export default function WorkspacePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<WorkspaceSearch | null>(null);
  const [open, setOpen] = useState<OpenRequest | null>(null);
  const [deleting, setDeleting] = useState<{ processId: string; fileName: string } | null>(null);
  const serial = useRef(0);
  const filesHeading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteResult();

  const openResult = (processId: string, time: number | null = null) => setOpen({ processId, time, serial: ++serial.current });
  const fallbackFocus = useCallback(() => filesHeading.current, []);

  const confirmDelete = () => {
    if (!deleting) return;
    const { processId, fileName } = deleting;
    remove.mutate(processId, {
      onSuccess: () => {
        notify.success(t('workspace.delete.done', { name: fileName }));
        if (open?.processId === processId) setOpen(null);
        setDeleting(null);
      },
      // The shell toasts the failure; the dialog closes and the row stays.
      onError: () => setDeleting(null),
    });
  };

  return (
    <div className="page ws-page">
      <PageTitle>{t('workspace.title')}</PageTitle>
      <p className="ws-page__intro">{t('workspace.intro')}</p>
      <div className="ws-layout">
        <div className="ws-layout__side">
          <section className="panel ws-search-panel" aria-labelledby="ws-search-title">
            <h2 id="ws-search-title">{t('workspace.search.title')}</h2>
            <SearchForm onSearch={setSearch} onClear={() => setSearch(null)} active={search !== null} />
            {search && <SearchResults search={search} onOpen={openResult} />}
          </section>
          <FileList
            openId={open?.processId ?? null}
            headingRef={filesHeading}
            onOpen={(processId) => openResult(processId)}
            onDelete={(result) => setDeleting({ processId: result.processId, fileName: result.fn })}
          />
        </div>
        <div className="ws-layout__main">
          {open ? (
            <ResultViewer
              key={open.processId}
              request={open}
              onClose={() => setOpen(null)}
              onDelete={(processId, fileName) => setDeleting({ processId, fileName })}
            />
          ) : (
            <div className="panel ws-placeholder">
              <span className="ws-placeholder__art" aria-hidden="true">
                {[14, 30, 22, 40, 26, 34, 18, 28, 12, 24, 36, 20].map((height, index) => <span key={index} style={{ height }} />)}
              </span>
              <p>{t('workspace.viewer.placeholder')}</p>
            </div>
          )}
        </div>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('workspace.delete.title', { name: deleting.fileName })}
          message={t('workspace.delete.body')}
          confirmLabel={t('workspace.delete.confirm')}
          cancelLabel={t('workspace.delete.cancel')}
          pending={remove.isPending}
          pendingLabel={t('workspace.delete.deleting')}
          onConfirm={confirmDelete}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
          // The deleted file's row, whose Delete button opened the dialog, is gone: focus goes to the list.
          fallbackFocus={fallbackFocus}
        />
      )}
    </div>
  );
}
