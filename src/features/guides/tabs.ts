/** The guide tabs, on their own so the route's search validation stays out of the first paint. */
export const guideTabs = ['financial', 'health', 'relationship', 'evidence'] as const;
export type GuideTab = (typeof guideTabs)[number];
export const isGuideTab = (value: unknown): value is GuideTab => (guideTabs as readonly unknown[]).includes(value);
