/** Spec 000 §1 and §9: the free trial's limits and the custom-pricing offer. */
export interface PricingPlan {
  id: 'free-trial' | 'custom';
  name: string;
  price: string;
  priceNote: string;
  description: string;
  includes: readonly string[];
  cta: string;
  highlighted: boolean;
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'free-trial',
    name: 'Free Trial',
    price: '$0',
    priceNote: 'No credit card required',
    description: 'Everything you need to make and share your first videos.',
    includes: [
      'Videos up to 5 minutes',
      'Avatar videos up to 3 minutes',
      'All twelve themes, your logo and images',
      'WebM and MP4 video, PNG slides',
      'Public share pages with a question-answering assistant',
      'Ask for more minutes whenever you need them',
    ],
    cta: 'Start Free',
    highlighted: true,
  },
  {
    id: 'custom',
    name: 'Custom',
    price: 'Let’s talk',
    priceNote: 'Pricing shaped to your team',
    description: 'For organisations producing video at scale, on their own infrastructure.',
    includes: [
      'Minute allowances sized to your team',
      'Deployment on your servers, PostgreSQL and S3 storage',
      'Scale rendering across several worker machines',
      'Your own AI, voice and avatar providers',
      'Admin dashboard for requests, users and usage',
    ],
    cta: 'Get in touch',
    highlighted: false,
  },
];
