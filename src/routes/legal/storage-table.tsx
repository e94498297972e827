import { useT } from '../../i18n/use-t';
import { BROWSER_STORAGE } from './browser-storage';

// The cookie page's list of everything the site keeps in the browser: a real table (name, where, why,
// how long) that scrolls sideways inside its box on a phone instead of widening the page.
export function StorageTable() {
  const t = useT('legal');
  return (
    <div className="legal__table" role="region" aria-labelledby="storage-caption" tabIndex={0}>
      <table>
        <caption id="storage-caption">{t('cookies.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.table.name')}</th>
            <th scope="col">{t('cookies.table.kind')}</th>
            <th scope="col">{t('cookies.table.purpose')}</th>
            <th scope="col">{t('cookies.table.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {BROWSER_STORAGE.map((item) => (
            <tr key={item.row}>
              <th scope="row">
                <code>{item.name}</code>
              </th>
              <td>{t(`cookies.table.kinds.${item.kind}`)}</td>
              <td>{t(`cookies.table.rows.${item.row}.purpose`)}</td>
              <td>{t(`cookies.table.rows.${item.row}.lifetime`, item.values)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
