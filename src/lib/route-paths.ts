import type { LinkOptions, RegisteredRouter } from '@tanstack/react-router';

// The registered router (src/app/router.ts) knows every route, so paths held as data are
// checked by the typecheck wherever they are written, in any layer.

/** A route's id as a link names it: `/f6/` (the index of /f6) is `/f6`. */
export type PathOf<Id> = Id extends `${infer H}/` ? (H extends '' ? '/' : H) : Id;
/** Every route's path as a link names it (`/f6`, `/f6/$formId` with its parameter). */
export type RoutePath = PathOf<keyof RegisteredRouter['routesByPath'] & string>;

/** The path a link takes to a route, from its id (as in the route table). */
export const pathOf = <Id extends string>(id: Id) => id.replace(/(.)\/$/, '$1') as PathOf<Id>;
/** A path that takes no parameters, for data such as navigation items and step lists. */
export type StaticPath = Exclude<RoutePath, `${string}$${string}`>;
/** A link held as data (a checklist's "where to fix it"): spread into a typed link component. */
export type AppLink = Pick<LinkOptions, 'to' | 'params' | 'search' | 'hash'>;
