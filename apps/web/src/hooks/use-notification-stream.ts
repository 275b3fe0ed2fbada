import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { setNotificationStreamLive } from './use-unread-notifications.ts';

// The notification centre's live stream (docs/decisions/0115-notifications.md): one EventSource per
// tab that sets the bell's count and refreshes the lists as news arrives. Its client loads after the
// first paint (notification-stream-client.ts), so the Home's first bytes carry only this hook.

/** Keeps the tab's stream open while mounted; answers whether it is open now (the polls stop while it is). */
export const useNotificationStream = (): boolean => {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let close: (() => void) | null = null;
    let isStopped = false;
    const onLive = (isOpen: boolean) => {
      setNotificationStreamLive(isOpen);
      if (!isStopped) setIsLive(isOpen);
    };
    void import('./notification-stream-client.ts').then(({ openNotificationStream }) => {
      if (!isStopped) close = openNotificationStream({ queryClient, onLive });
    });
    return () => {
      isStopped = true;
      close?.();
      setNotificationStreamLive(false);
    };
  }, [queryClient]);

  return isLive;
};
