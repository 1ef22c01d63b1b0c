import { industries, type PageData, type PublicContractor } from '@local-seo/contracts';
import { useRef, useState } from 'react';
import { GoogleAttribution } from '../../../../components/Attribution';
import { unavailableTexts } from '../../availability';
import { showsGoogleRatings } from '../../google-ratings';
import { Section } from '../Section';
import { generatedTexts } from '../texts';
import { ContractorDialog } from './ContractorDialog';
import { ContractorSlider } from './ContractorSlider';
import './contractors.css';

interface ContractorSectionProps {
  city: string;
  slug: string;
  counts: PageData['contractorCounts'];
  top: PageData['topContractors'];
  /** The contractors service could not be asked: one line saying so, not an empty state per industry. */
  unavailable?: boolean;
}

/** Landscaping, hardscaping and excavation sliders, and the details dialog their cards open. */
export function ContractorSection({ city, slug, counts, top, unavailable = false }: ContractorSectionProps) {
  const [open, setOpen] = useState<PublicContractor | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const openDetails = (contractor: PublicContractor, from: HTMLElement) => {
    opener.current = from;
    setOpen(contractor);
  };
  const closeDetails = () => {
    setOpen(null);
    // Back to the card that opened it, so keyboard users keep their place.
    opener.current?.focus();
  };

  return (
    <>
      <Section id="contractors" title={generatedTexts.contractorsTitle(city)} tone="surface" deferredHeight={1180}>
        {unavailable ? (
          <p className="gen-empty">
            {unavailableTexts.contractors(city)} {unavailableTexts.detail}
          </p>
        ) : (
          industries.map((industry) => (
            <ContractorSlider
              key={industry}
              city={city}
              slug={slug}
              industry={industry}
              count={counts[industry]}
              top={top[industry]}
              onOpen={openDetails}
            />
          ))
        )}
        {!unavailable && showsGoogleRatings(top) ? <GoogleAttribution /> : null}
      </Section>
      {/* Outside the deferred section, whose rendering the browser may skip. */}
      <ContractorDialog contractor={open} onClose={closeDetails} />
    </>
  );
}
