import type { PublicContractor } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { generatedTexts } from '../texts';
import { contractorDetailsQueryOptions } from './contractor-queries';
import { ContractorDetailsView } from './ContractorDetailsView';

interface ContractorDialogProps {
  /** The contractor whose details are open; null when closed. */
  contractor: PublicContractor | null;
  onClose: () => void;
}

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap inside the dialog instead of leaving it for the browser's own controls. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The details-and-reviews view: a modal <dialog> (the rest of the page is inert
 * while it is open; Escape closes it), labelled by the contractor's name.
 */
export function ContractorDialog({ contractor, onClose }: ContractorDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (contractor && !dialog.open) dialog.showModal();
    if (!contractor && dialog.open) dialog.close();
  }, [contractor]);

  return (
    <dialog
      ref={ref}
      className="gen-dialog"
      aria-labelledby="contractor-dialog-title"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {contractor ? <DialogContent contractor={contractor} onDismiss={() => ref.current?.close()} /> : null}
    </dialog>
  );
}

function DialogContent({ contractor, onDismiss }: { contractor: PublicContractor; onDismiss: () => void }) {
  const details = useQuery(contractorDetailsQueryOptions(contractor.id));
  return (
    <div className="gen-dialog__content">
      <div className="gen-dialog__head">
        <h2 id="contractor-dialog-title">{contractor.name}</h2>
        <button type="button" className="gen-dialog__close" aria-label={generatedTexts.close} onClick={onDismiss}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {details.isPending ? (
        <p className="gen-dialog__status" role="status">
          {generatedTexts.loading}
        </p>
      ) : details.isError ? (
        <div className="gen-dialog__error" role="alert">
          <p>{generatedTexts.detailsFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void details.refetch()}>
            {generatedTexts.tryAgain}
          </button>
        </div>
      ) : (
        <ContractorDetailsView details={details.data} />
      )}
    </div>
  );
}
