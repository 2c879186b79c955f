import { FileDropZone } from '../ui/file-drop-zone.tsx';

/** A picker's file drop zone for audio or video, in the picker's words. */
export function MediaDropZone({ labels, disabled, onFile }: { labels: { drop: string; choose: string; fileHint: string }; disabled: boolean; onFile: (file: File) => void }) {
  return <FileDropZone prompt={labels.drop} chooseLabel={labels.choose} hint={labels.fileHint} accept="audio/*,video/*" disabled={disabled} onFile={onFile} />;
}

interface ChosenMediaProps {
  /** While a sample picked in the panel is fetched: what to say. */
  loading: string | null;
  /** The chosen input, with its badge (where it came from) and its size, or null for none yet. */
  chosen: { kind: string; name: string; size?: string } | null;
  /** Nothing chosen yet. */
  none: string;
}

/** Under a media picker: the sample being fetched, the input chosen, or that there is none yet. */
export function ChosenMedia({ loading, chosen, none }: ChosenMediaProps) {
  return (
    <div className="media-source__chosen" aria-live="polite">
      {loading !== null ? (
        <p><span className="spinner media-source__spinner" aria-hidden="true" /> {loading}</p>
      ) : chosen ? (
        <p>
          <span className="badge">{chosen.kind}</span>{' '}
          <strong className="media-source__name" data-testid="chosen-input">{chosen.name}</strong>
          {chosen.size !== undefined && <span className="media-source__size"> · {chosen.size}</span>}
        </p>
      ) : (
        <p className="media-source__none">{none}</p>
      )}
    </div>
  );
}
