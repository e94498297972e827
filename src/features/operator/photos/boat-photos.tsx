import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useOperatorMe } from '../../../api/operator-me';
import { deleteBoatPhoto, reorderBoatPhotos, useBoatPhotos } from '../../../api/operator-photos';
import type { BoatPhotos as Photos } from '../../../contract/operator-photos-api';
import { notify } from '../../toast/toast-store';
import { moved } from './photo-order';
import { PhotoItem } from './photo-item';
import { PhotoUploads } from './photo-uploads';

// Issue 27: a boat's photos in the console. Owners and managers upload several at once (each with its
// progress bar), put them in order by dragging or with each photo's Move up / Move down buttons (the new
// place is announced), delete them and write their alt texts per language; agents see them. The first
// photo is the boat's main image on the site.
export function BoatPhotos({ token, boatId, imported = false }: { token: string; boatId: number; imported?: boolean }) {
  const t = useT('operator-photos');
  const photos = useBoatPhotos(token, boatId);
  const me = useOperatorMe(token);
  const canWrite = me.data !== undefined && me.data.operator.role !== 'agent';
  // Issue 29: an imported boat's photos and their order come from its fleet system; its alt texts are ours.
  const canArrange = canWrite && !imported;
  const [announcement, setAnnouncement] = useState('');
  // The control that takes the focus once the list is drawn again (a moved photo's button).
  const [focusId, setFocusId] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const list = photos.data?.photos ?? [];

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId, photos.data]);

  const save = async (change: Promise<Photos>, optimistic: Photos | undefined, done: string) => {
    try {
      await photos.mutate(change, { optimisticData: optimistic, rollbackOnError: true, revalidate: false });
      setAnnouncement(done);
    } catch {
      notify('error', t('failed'));
    }
  };

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    if (!photos.data || to < 0 || to >= list.length || from === to) return;
    const next = moved(list, from, to);
    if (direction) {
      // At the top the Move up button is gone from the tab order (disabled): the focus stays on the photo.
      const edge = (direction === 'up' && to === 0) || (direction === 'down' && to === list.length - 1);
      setFocusId(`photo-${list[from]!.key}-${edge ? (direction === 'up' ? 'down' : 'up') : direction}`);
    }
    void save(
      reorderBoatPhotos(
        token,
        boatId,
        next.map((p) => p.key),
      ),
      { ...photos.data, photos: next },
      t('moved', { position: to + 1, total: list.length }),
    );
  };

  const remove = (index: number) => {
    if (!photos.data || !window.confirm(t('confirmDelete'))) return;
    const key = list[index]!.key;
    const neighbour = list[index + 1] ?? list[index - 1];
    if (neighbour) setFocusId(`photo-${neighbour.key}-delete`);
    void save(deleteBoatPhoto(token, boatId, key), { ...photos.data, photos: list.filter((p) => p.key !== key) }, t('deleted'));
  };

  return (
    <section className="operator-card boat-photos" aria-labelledby="boat-photos-heading">
      <h2 id="boat-photos-heading">{t('heading')}</h2>
      <p>{t('mainFirst')}</p>
      {imported && <p>{t('imported')}</p>}
      {canArrange && (
        <PhotoUploads
          token={token}
          boatId={boatId}
          onUploaded={(answer) => void photos.mutate(answer, { revalidate: false })}
          announce={setAnnouncement}
        />
      )}
      {photos.data ? (
        list.length > 0 ? (
          <>
            {canArrange && <p className="boat-photos__hint">{t('dragHint')}</p>}
            <ol className="boat-photos__list" data-testid="boat-photos">
              {list.map((photo, index) => (
                <PhotoItem
                  key={photo.key}
                  token={token}
                  boatId={boatId}
                  photo={photo}
                  index={index}
                  total={list.length}
                  canWrite={canWrite}
                  canArrange={canArrange}
                  dragging={dragged === index}
                  onMove={move}
                  onDelete={remove}
                  onDrag={setDragged}
                  onDrop={(to) => {
                    if (dragged !== null) move(dragged, to);
                    setDragged(null);
                  }}
                  onAltSaved={(answer) => {
                    void photos.mutate(answer, { revalidate: false });
                    setAnnouncement(t('altSaved'));
                  }}
                />
              ))}
            </ol>
          </>
        ) : (
          <p>{t('none')}</p>
        )
      ) : (
        <p role="status">{photos.error ? t('failedToLoad') : t('loading')}</p>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="photos-announcement">
        {announcement}
      </p>
    </section>
  );
}
