// A server message shown beside its field (A5); the field points at it with aria-describedby.
export function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="dashboard__error">
      {messages.join(' ')}
    </p>
  );
}
