/** The shareable state in the URL fragment (never sent to a server): `#from=auto&to=iccf&text=…`. */
export interface PageState {
  readonly text: string;
  readonly from: string;
  readonly to: string;
  /** What the text is: `prose` for an article (`mode=prose`); a game when absent. */
  readonly mode?: 'game' | 'prose' | undefined;
  /** Repair scoresheets (`repair=1`), with each repair as a comment (`annotate=1`); written only when set. */
  readonly repair?: boolean | undefined;
  readonly annotate?: boolean | undefined;
}

export function stateToFragment(s: PageState): string {
  const p = new URLSearchParams();
  p.set('from', s.from);
  p.set('to', s.to);
  if (s.mode === 'prose') p.set('mode', 'prose');
  if (s.repair === true) p.set('repair', '1');
  if (s.annotate === true) p.set('annotate', '1');
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
  const flag = (name: string): Partial<Record<string, boolean>> => (p.has(name) ? { [name]: p.get(name) === '1' } : {});
  return {
    ...(text !== null && { text }),
    ...(from !== null && { from }),
    ...(to !== null && { to }),
    ...(p.has('mode') && { mode: p.get('mode') === 'prose' ? 'prose' : 'game' }),
    ...flag('repair'),
    ...flag('annotate'),
  };
}
