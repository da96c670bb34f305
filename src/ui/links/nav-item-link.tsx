import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AsAnchor } from './as-anchor';

/**
 * Mantine's NavLink as the router's typed link: `to`, `params` and `search` are checked against the route
 * tree, and it preloads its route's code on intent (the router's `defaultPreload`, src/app/router.ts).
 * One file per link, so that a chunk using one does not carry the others' Mantine components.
 */
export const NavItemLink = createLink((props: AsAnchor<NavLinkProps>) => <NavLink component="a" {...props} />);
