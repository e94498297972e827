import type { ChangeEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { EnhancedSelect } from '../../features/enhanced-select/enhanced-select';
import { FILTER_FORM_ID } from './filter-form';

const ORDERS = ['', 'price_asc', 'price_desc', 'length_desc', 'length_asc', 'year_desc', 'cabins_desc'] as const;

/**
 * The sort order (C1 order_by), shown beside the results but part of the filter form (the `form`
 * attribute), so a plain GET submit sends it too. An enhanced select (I7) over the native one.
 */
export function SortSelect({ value, onChange }: { value: string; onChange(e: ChangeEvent<HTMLSelectElement>): void }) {
  const t = useT('search');
  return (
    <div className="search__sort">
      <label id="search-sort-label" htmlFor="search-sort">
        {t('filters.sort')}
      </label>
      <EnhancedSelect id="search-sort" labelId="search-sort-label" name="order_by" form={FILTER_FORM_ID} value={value} onChange={onChange}>
        {ORDERS.map((o) => (
          <option key={o} value={o}>
            {t(`order.${o || 'default'}`)}
          </option>
        ))}
      </EnhancedSelect>
    </div>
  );
}
