import type { FieldLook } from '../../components/form/form-field';

/** The dashboard's fields keep dashboard.css's names. */
export const DASHBOARD_FIELD: FieldLook = { field: 'dashboard__field', hint: 'dashboard__hint', error: 'dashboard__error' };
