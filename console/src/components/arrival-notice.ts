import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The notice a page was opened with (the `notice` a navigation carried in its state: "Created
 * ..."), and a way to say another in its place.
 */
export function useArrivalNotice() {
  const location = useLocation();
  return useState<string | undefined>((location.state as { notice?: string } | null)?.notice);
}
