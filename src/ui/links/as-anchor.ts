import type { ComponentPropsWithRef } from 'react';

/** A Mantine component's props rendered as an `<a>`: the anchor's own props, less those Mantine defines. */
export type AsAnchor<P> = P & Omit<ComponentPropsWithRef<'a'>, keyof P | 'color'>;
