import { useT } from '../../i18n/use-t';
import { fieldMessage } from '../../features/account/account-messages';

// A server message shown beside its field (A5), in the page's language (E1); the field points at it with
// aria-describedby.
export function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  const t = useT('account');
  if (!messages?.length) return null;
  return (
    <p id={id} className="dashboard__error">
      {messages.map((m) => fieldMessage(t, m)).join(' ')}
    </p>
  );
}
