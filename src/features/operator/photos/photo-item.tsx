import type { DragEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { useLanguage } from '../../../components/layout/language-root';
import type { BoatPhoto, BoatPhotos } from '../../../contract/operator-photos-api';
import { PhotoAltTexts } from './photo-alt-texts';

interface Props {
  token: string;
  boatId: number;
  photo: BoatPhoto;
  index: number;
  total: number;
  canWrite: boolean;
  /** Move and Delete: false for an imported boat, whose fleet system owns its photos (issue 29). */
  canArrange: boolean;
  dragging: boolean;
  onMove(from: number, to: number, direction?: 'up' | 'down'): void;
  onDelete(index: number): void;
  onDrag(index: number | null): void;
  onDrop(to: number): void;
  onAltSaved(answer: BoatPhotos): void;
}

// One photo of the boat: its thumbnail, its place (the first is the main image), and for owners and managers
// Move up / Move down (the keyboard's way to reorder; dragging is the mouse's), Delete and its alt texts.
export function PhotoItem({
  token,
  boatId,
  photo,
  index,
  total,
  canWrite,
  canArrange,
  dragging,
  onMove,
  onDelete,
  onDrag,
  onDrop,
  onAltSaved,
}: Props) {
  const t = useT('operator-photos');
  const lang = useLanguage();
  const position = index + 1;
  const id = (what: string) => `photo-${photo.key}-${what}`;
  // Only photos of this list are dropped here; files dropped on the list go to the upload area's handler.
  const isPhotoDrag = (e: DragEvent) => !e.dataTransfer.types.includes('Files');
  return (
    <li
      className={`boat-photo${dragging ? ' boat-photo--dragging' : ''}`}
      draggable={canArrange}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', photo.key);
        onDrag(index);
      }}
      onDragEnd={() => onDrag(null)}
      onDragOver={(e) => {
        if (canArrange && isPhotoDrag(e)) e.preventDefault();
      }}
      onDrop={(e) => {
        if (!canArrange || !isPhotoDrag(e)) return;
        e.preventDefault();
        onDrop(index);
      }}
      data-testid="boat-photo"
      data-key={photo.key}
    >
      <img src={photo.urls['400']} alt={photo.alt[lang] ?? ''} width={200} height={133} loading="lazy" draggable={false} />
      <p className="boat-photo__place">
        {t('position', { position, total })}
        {index === 0 && <strong className="boat-photo__main"> · {t('main')}</strong>}
      </p>
      {canArrange && (
        <div className="boat-photo__actions">
          <button
            type="button"
            id={id('up')}
            className="button button--secondary"
            aria-label={t('moveUp', { position })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1, 'up')}
          >
            <span aria-hidden="true">↑</span> {t('up')}
          </button>
          <button
            type="button"
            id={id('down')}
            className="button button--secondary"
            aria-label={t('moveDown', { position })}
            disabled={index === total - 1}
            onClick={() => onMove(index, index + 1, 'down')}
          >
            <span aria-hidden="true">↓</span> {t('down')}
          </button>
          <button
            type="button"
            id={id('delete')}
            className="button button--secondary"
            aria-label={t('delete', { position })}
            onClick={() => onDelete(index)}
          >
            {t('deleteShort')}
          </button>
        </div>
      )}
      <PhotoAltTexts token={token} boatId={boatId} photo={photo} position={position} canWrite={canWrite} onSaved={onAltSaved} />
    </li>
  );
}
