import { createContext, useContext } from 'react';

/**
 * Why the person using the panel cannot change data (e.g. 'Your role (viewer) cannot
 * change data'), or undefined when they can. The shell provides it; a Button that
 * would change data (a submit, a destructive action) is disabled with the reason as
 * its tooltip, so a viewer sees why rather than meeting a 403. A part where anyone
 * may act (changing one's own password) provides undefined again.
 */
export const ReadOnlyContext = createContext<string | undefined>(undefined);

export const useReadOnlyReason = (): string | undefined => useContext(ReadOnlyContext);
