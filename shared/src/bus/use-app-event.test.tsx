import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { emit, resetBusForTests } from './bus';
import { useAppEvent } from './use-app-event';

afterEach(() => resetBusForTests());

function LanguageLabel() {
  const [language, setLanguage] = useState('none');
  useAppEvent('i18n:language-changed', (payload) => setLanguage(payload.language));
  return <p>language: {language}</p>;
}

describe('useAppEvent', () => {
  it('receives the replayed value on mount and later events', () => {
    emit('i18n:language-changed', { language: 'th' });
    render(<LanguageLabel />);
    expect(screen.getByText('language: th')).toBeInTheDocument();
    act(() => emit('i18n:language-changed', { language: 'vi' }));
    expect(screen.getByText('language: vi')).toBeInTheDocument();
  });

  it('unsubscribes on unmount', () => {
    const listener = jest.fn();
    function Listener() {
      useAppEvent('theme:changed', listener);
      return null;
    }
    const { unmount } = render(<Listener />);
    act(() => emit('theme:changed', { theme: 'light' }));
    unmount();
    emit('theme:changed', { theme: 'dark' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
