import { createFileRoute } from '@tanstack/react-router';
import { legalRoute } from '../screens/legal/legal-route';
import { termsOfUse } from '../screens/legal/legal-texts';

export const Route = createFileRoute('/terms')(legalRoute('/terms', termsOfUse));
