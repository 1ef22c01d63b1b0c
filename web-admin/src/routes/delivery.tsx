import { createFileRoute } from '@tanstack/react-router';
import { DeliveryTab } from '../tabs/delivery/delivery-tab';

export const Route = createFileRoute('/delivery')({
  component: DeliveryTab,
});
