import { useEffect, type ReactNode } from 'react';

/** The page's heading, also its tab title (a clerk keeps several desks open). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Back office`;
  }, [title]);
  return (
    <header className="bo-page-header">
      <h1>{title}</h1>
      {children ? <div className="bo-page-header__actions">{children}</div> : null}
    </header>
  );
}
