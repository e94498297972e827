import { useRef, useState, type DragEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { useAppState } from '../../../app-state-context';
import { ApiError } from '../../../lib/api-client';
import type { BoatPhotos } from '../../../contract/operator-photos-api';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MAX_MIB, PHOTOS_PER_BOAT } from '../../../contract/operator-photos-limits';
import { uploadPhoto } from './photo-upload';

interface Props {
  token: string;
  boatId: number;
  onUploaded(answer: BoatPhotos): void;
  announce(text: string): void;
}

interface Upload {
  id: number;
  name: string;
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  reason?: string;
}

type Reason = 'type' | 'size' | 'unreadable' | 'full' | 'other';

/** Why the server refused a photo, in words the console translates. */
function reasonOf(err: unknown): Reason {
  if (!(err instanceof ApiError)) return 'other';
  if (err.status === 415) return 'type';
  if (err.status === 413) return 'size';
  if (err.status === 422) return /at most \d+ photos/.test(err.message) ? 'full' : 'unreadable';
  return 'other';
}

let lastUpload = 0;

// Choose or drop several photos: each is sent on its own, one after another in the order given (so they
// join the boat in that order), with its own progress bar and outcome.
export function PhotoUploads({ token, boatId, onUploaded, announce }: Props) {
  const t = useT('operator-photos');
  const { config } = useAppState();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const update = (id: number, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = async (files: File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ file, upload: { id: ++lastUpload, name: file.name, progress: 0, state: 'waiting' as const } }));
    setUploads((all) => [...all.filter((u) => u.state !== 'done'), ...batch.map((b) => b.upload)]);
    let done = 0;
    for (const { file, upload } of batch) {
      if (file.size > PHOTO_MAX_BYTES) {
        update(upload.id, { state: 'failed', reason: t('reasons.size', { mib: PHOTO_MAX_MIB }) });
        continue;
      }
      update(upload.id, { state: 'sending' });
      try {
        const answer = await uploadPhoto({ apiBase: config.apiBase, token, boatId }, file, (progress) => update(upload.id, { progress }));
        update(upload.id, { state: 'done', progress: 1 });
        onUploaded(answer);
        done += 1;
      } catch (err) {
        const reason = reasonOf(err);
        update(upload.id, { state: 'failed', reason: t(`reasons.${reason}`, { mib: PHOTO_MAX_MIB, max: PHOTOS_PER_BOAT }) });
      }
    }
    announce(t('uploadedSummary', { done, sent: batch.length }));
    if (input.current) input.current.value = '';
  };

  const isFileDrag = (e: DragEvent) => e.dataTransfer.types.includes('Files');
  return (
    <div
      className={`photo-drop${over ? ' photo-drop--over' : ''}`}
      onDragOver={(e) => {
        if (!isFileDrag(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!isFileDrag(e)) return;
        e.preventDefault();
        setOver(false);
        void start(Array.from(e.dataTransfer.files));
      }}
    >
      <label htmlFor={`photo-files-${boatId}`}>{t('choose')}</label>
      <input
        ref={input}
        id={`photo-files-${boatId}`}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        aria-describedby={`photo-files-${boatId}-hint`}
        onChange={(e) => void start(Array.from(e.target.files ?? []))}
      />
      <p id={`photo-files-${boatId}-hint`} className="photo-drop__hint">
        {t('chooseHint', { mib: PHOTO_MAX_MIB })}
      </p>
      {uploads.length > 0 && (
        <ul className="photo-uploads" data-testid="photo-uploads">
          {uploads.map((u) => (
            <li key={u.id} className={`photo-upload photo-upload--${u.state}`}>
              <span className="photo-upload__name">{u.name}</span>
              <progress max={1} value={u.progress} aria-label={t('progress', { name: u.name })} />
              <span className="photo-upload__state">
                {u.state === 'failed' ? t('failedUpload', { reason: u.reason }) : t(`states.${u.state}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
