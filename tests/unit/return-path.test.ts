// @vitest-environment jsdom
// Sign-in returns to the page it was opened from (src/features/session/returnPath.ts): the shell
// remembers the last page shown before /login or /register, its query included; the login screen
// goes there once signed in, and home instead when there is none, it is the root, or it would
// leave the origin.
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LastPageProvider, useLastPageBeforeLogin, useReturnPath } from '../../src/features/session/returnPath';

function follow(path: string) {
  const location = memoryLocation({ path });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Router, { hook: location.hook, searchHook: location.searchHook, children });
  const view = renderHook(() => useLastPageBeforeLogin(), { wrapper });
  const go = (to: string) => act(() => location.navigate(to));
  return { last: () => view.result.current.current, go };
}

function returnPathAfter(lastPage: string | null | undefined) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    lastPage === undefined ? createElement('div', null, children) : createElement(LastPageProvider, { value: { current: lastPage } }, children);
  return renderHook(() => useReturnPath(), { wrapper }).result.current;
}

describe('the last page before sign-in', () => {
  it('is the page shown, with its query', () => {
    const pages = follow('/products?booth=A-05&stamp=abcdef');
    expect(pages.last()).toBe('/products?booth=A-05&stamp=abcdef');
    pages.go('/agenda');
    expect(pages.last()).toBe('/agenda');
  });

  it('stays the page before /login and /register while they are shown', () => {
    const pages = follow('/live-stream/79');
    pages.go('/login');
    expect(pages.last()).toBe('/live-stream/79');
    pages.go('/register');
    expect(pages.last()).toBe('/live-stream/79');
  });

  it('is none when /login is the first page', () => {
    expect(follow('/login').last()).toBeNull();
  });
});

describe('where sign-in returns to', () => {
  it('is the last page, its query kept', () => {
    expect(returnPathAfter('/products?booth=A-05')).toBe('/products?booth=A-05');
    expect(returnPathAfter('/live-stream/79')).toBe('/live-stream/79');
  });

  it('is home when there is no last page, or it is the root', () => {
    expect(returnPathAfter(undefined)).toBe('/home');
    expect(returnPathAfter(null)).toBe('/home');
    expect(returnPathAfter('')).toBe('/home');
    expect(returnPathAfter('/')).toBe('/home');
  });

  it('is home for a path that would leave the origin', () => {
    expect(returnPathAfter('//evil.example/x')).toBe('/home');
    expect(returnPathAfter('/\\evil.example/x')).toBe('/home');
  });
});
