import {
  Anchor,
  Button,
  Card,
  NavLink,
  type AnchorProps,
  type ButtonProps,
  type CardProps,
  type NavLinkProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

/**
 * Mantine's anchor, button, navigation link and card as the router's typed links: `to`, `params`
 * and `search` are checked against the route tree, and each preloads its route's code on intent
 * (the router's `defaultPreload`, src/app/router.ts).
 */
type AsAnchor<P> = P & Omit<ComponentPropsWithRef<'a'>, keyof P | 'color'>;

export const AnchorLink = createLink((props: AsAnchor<AnchorProps>) => <Anchor component="a" {...props} />);
export const ButtonLink = createLink((props: AsAnchor<ButtonProps>) => <Button component="a" {...props} />);
export const NavItemLink = createLink((props: AsAnchor<NavLinkProps>) => <NavLink component="a" {...props} />);
export const CardLink = createLink((props: AsAnchor<CardProps>) => <Card component="a" {...props} />);
