// STUB until the acc-ui branch is merged (it owns this file): the dashboard codes against its names.
export function openAccountDialog(_options: { mode: 'signin' | 'register'; email?: string }): void {}
