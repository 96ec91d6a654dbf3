/** The shareable state in the URL fragment (never sent to a server): `#from=auto&to=iccf&text=…`. */
export interface PageState {
  readonly text: string;
  readonly from: string;
  readonly to: string;
}

export function stateToFragment(s: PageState): string {
  const p = new URLSearchParams();
  p.set('from', s.from);
  p.set('to', s.to);
  p.set('text', s.text);
  return `#${p.toString()}`;
}

/** The state in a fragment, or undefined when it holds none. */
export function stateFromFragment(hash: string): Partial<PageState> | undefined {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!body) return undefined;
  const p = new URLSearchParams(body);
  const text = p.get('text');
  const from = p.get('from');
  const to = p.get('to');
  if (text === null && from === null && to === null) return undefined;
  return { ...(text !== null && { text }), ...(from !== null && { from }), ...(to !== null && { to }) };
}
