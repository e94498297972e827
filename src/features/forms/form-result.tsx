import type { FormPost } from './use-form-post';

/**
 * The outcome of the last post as one sentence at the top of the form (the no-JavaScript answer shows it).
 * A refusal with messages beside fields says nothing here: the error summary (src/components/form) already
 * heads its list with the same sentence, and saying it twice in a row only makes a screen reader repeat it.
 */
export function FormResult({ post }: { post: FormPost }) {
  if (!post.outcome || Object.keys(post.errors).length > 0) return null;
  return <p className={post.outcome.status === 201 ? 'form-result' : 'form-result form-result--refused'}>{post.summary}</p>;
}
