import type { FormPost } from './use-form-post';

/** The outcome of the last post as one sentence at the top of the form (the no-JavaScript answer shows it). */
export function FormResult({ post }: { post: FormPost }) {
  if (!post.outcome) return null;
  return <p className={post.outcome.status === 201 ? 'form-result' : 'form-result form-result--refused'}>{post.summary}</p>;
}
