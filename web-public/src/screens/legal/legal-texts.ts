import type { SiteSettings } from '@local-seo/contracts';

/** A page of plain sections: a heading and its paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  sections: LegalSection[];
}

const contact = (site: SiteSettings) => `${site.brandName}, ${site.mailingAddress}; ${site.phone}; ${site.email}.`;

/** The terms of use of this site, in the brand's name, with its contact details (docs/behaviour/public-site.md#terms-and-privacy). */
export function termsOfUse(site: SiteSettings): LegalDocument {
  return {
    title: 'Terms of Use',
    description: `The terms of using the ${site.brandName} delivery-area pages.`,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [`This site is run by ${site.brandName}. You can reach us at ${contact(site)}`],
      },
      {
        heading: 'What these pages are for',
        paragraphs: [
          'These pages tell where we deliver landscaping supplies and what can be delivered to each community. They are information, not an offer: orders, prices and delivery dates are confirmed when you order through our shop or with our staff.',
          'The products listed, their availability and the delivery details can change without notice. Where a page and your order confirmation disagree, the confirmation applies.',
        ],
      },
      {
        heading: 'Information from others',
        paragraphs: [
          'Weather forecasts and local contractor listings come from third parties and are shown as they give them, credited where they appear. Weather data is by Open-Meteo.com (CC BY 4.0); contractor ratings are from Google Maps.',
          'A contractor listed here is not our employee or agent, and a listing is not a recommendation: check any contractor yourself before hiring them.',
        ],
      },
      {
        heading: 'Using the site',
        paragraphs: [
          'You may read, link to and share these pages. Do not use the site in a way that harms it or other people, such as sending automated requests at a rate that slows it for others.',
          'To the extent the law allows, we are not liable for losses that come from relying on the information on these pages.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [`Write or call us: ${contact(site)} These terms are governed by the laws of Ontario and of Canada that apply there.`],
      },
    ],
  };
}

/** What this site collects and why, in the brand's name, with its contact details. */
export function privacyNotice(site: SiteSettings): LegalDocument {
  return {
    title: 'Privacy Notice',
    description: `What the ${site.brandName} delivery-area pages collect, why, and how to reach us about it.`,
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [`${site.brandName} is responsible for the personal information collected on this site. Contact: ${contact(site)}`],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'These pages ask you for no account and set no advertising or tracking cookies.',
          'Like any web server, ours records each request (the page asked for, the time, the answer and technical details such as the address it came from) to keep the site working and secure. These records are kept only as long as that needs.',
          'An address or postal code you type into a delivery check is used to answer that check: it is sent to a geocoding service (Google) to find where it is.',
        ],
      },
      {
        heading: 'Other services',
        paragraphs: [
          'Links to our shop, to contractors and to the data providers credited on a page lead to other sites, whose own privacy policies apply.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          `You may ask what personal information we hold about you, have it corrected, or complain about how we handle it, by writing to ${site.email}. If our answer does not satisfy you, you can contact the Office of the Privacy Commissioner of Canada.`,
        ],
      },
    ],
  };
}
