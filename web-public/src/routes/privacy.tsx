import { createFileRoute } from '@tanstack/react-router';
import { legalRoute } from '../screens/legal/legal-route';
import { privacyNotice } from '../screens/legal/legal-texts';

export const Route = createFileRoute('/privacy')(legalRoute('/privacy', privacyNotice));
