import type { Industry, PublicContractor } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Slider } from '../slider/Slider';
import { sliderSteps } from '../slider/slider-rules';
import { generatedTexts } from '../texts';
import { useInView } from '../useInView';
import { skeletonCount } from './contractor-display';
import { contractorListQueryOptions } from './contractor-queries';
import { ContractorCard, ContractorCardSkeleton } from './ContractorCard';

interface ContractorSliderProps {
  city: string;
  slug: string;
  industry: Industry;
  /** How many the city has, from the page data. */
  count: number;
  /** The best few, from the page data: in the server's HTML. */
  top: PublicContractor[];
  onOpen: (contractor: PublicContractor, opener: HTMLElement) => void;
}

/**
 * One industry's contractors. The page data brings the best few; when the
 * slider comes into view the rest load, skeleton cards holding their place.
 */
export function ContractorSlider({ city, slug, industry, count, top, onOpen }: ContractorSliderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const hasMore = count > top.length;
  const list = useQuery({ ...contractorListQueryOptions({ slug, industry }), enabled: inView && hasMore });
  const contractors = list.data ?? top;
  // Only while the first fetch is in flight: the server's HTML (and a reader without JavaScript) has no placeholders.
  const loading = list.isLoading;
  const title = <h3>{generatedTexts.industryTitle(industry)}</h3>;

  return (
    <div ref={ref} className="gen-industry" aria-busy={loading}>
      {count === 0 ? (
        <>
          {title}
          <p className="gen-empty">{generatedTexts.noContractors(industry, city)}</p>
        </>
      ) : (
        <Slider name={generatedTexts.contractorsOf(industry)} step={sliderSteps.contractors} heading={title}>
          {contractors.map((contractor) => (
            <li key={contractor.id}>
              <ContractorCard contractor={contractor} onOpen={onOpen} />
            </li>
          ))}
          {loading
            ? Array.from({ length: skeletonCount(count, top.length) }, (_, index) => (
                <li key={`skeleton-${index}`} aria-hidden="true">
                  <ContractorCardSkeleton />
                </li>
              ))
            : null}
          {list.isError ? (
            // In the slider, where the skeletons were: the page around it does not move.
            <li>
              <div className="gen-card gen-load-failed" role="alert">
                <p>{generatedTexts.contractorsFailed(industry)}</p>
                <button type="button" className="button button--secondary gen-card__action" onClick={() => void list.refetch()}>
                  {generatedTexts.tryAgain}
                </button>
              </div>
            </li>
          ) : null}
        </Slider>
      )}
    </div>
  );
}
