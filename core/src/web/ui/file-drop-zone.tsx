import { useId, useState, type DragEvent } from 'react';
import { buttonClass } from './button.tsx';

interface FileDropZoneProps {
  /** The zone's big line: 'Drop an audio or video file here'. */
  prompt: string;
  /** The button that opens the file picker, which names the file input too. */
  chooseLabel: string;
  /** What files it takes, under the button. */
  hint?: string;
  /** The file input's accept list, e.g. 'audio/*,video/*'. */
  accept?: string;
  /** While set, drops and choices are ignored. */
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** Where a file comes in: dropped on the zone, or chosen with the file input inside it. */
export function FileDropZone({ prompt, chooseLabel, hint, accept, disabled = false, onFile }: FileDropZoneProps) {
  const ids = { input: useId(), hint: useId() };
  const [dragging, setDragging] = useState(false);
  const take = (file: File | undefined) => {
    if (file && !disabled) onFile(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={`drop-zone${dragging ? ' drop-zone--over' : ''}`}
      data-testid="file-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span className="drop-zone__icon" aria-hidden="true">⇪</span>
      <p className="drop-zone__text">{prompt}</p>
      {/*
        * The browser's own control would say 'No file chosen' beside the name of the file the page
        * took (the input is emptied after each choice): it is hidden, and its label is the button.
        */}
      <input
        id={ids.input}
        className="drop-zone__input visually-hidden"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={hint ? ids.hint : undefined}
        onChange={(event) => {
          take(event.target.files?.[0]);
          // The same file chosen again is a new choice.
          event.target.value = '';
        }}
      />
      <label className={buttonClass({ variant: 'primary' }, 'drop-zone__choose')} htmlFor={ids.input}>{chooseLabel}</label>
      {hint && <p id={ids.hint} className="field__hint">{hint}</p>}
    </div>
  );
}
