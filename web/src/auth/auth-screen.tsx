// The frame of the screens shown before the app: first run, sign in, and their notes. It stands
// alone, outside the router and the shell, like the service's own login pages.
import { useEffect, type ReactNode } from 'react';
import { DemoNotice } from '../shell/demo-notice.tsx';
import './auth.css';

export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `Maintainerr - ${title}`;
  }, [title]);
  return (
    <main className="auth-screen">
      {/* The first screen a demo shows: it says it is one before an account is made for it. */}
      <DemoNotice />
      <section className="auth-screen__card" aria-labelledby="auth-screen-title">
        <p className="auth-screen__brand">Maintainerr</p>
        <h1 id="auth-screen-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
