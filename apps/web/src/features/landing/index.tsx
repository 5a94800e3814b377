import { ClosingCallToAction } from './components/closing-call-to-action';
import { ExamplesSection } from './components/examples-section';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { LandingNav } from './components/landing-nav';
import { PricingSection } from './components/pricing-section';
import { UseCasesSection } from './components/use-cases-section';

/** Spec 000 §2 "Landing page": what a signed-out visitor sees at /. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-surface text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:font-semibold focus:text-brand focus:shadow-lg"
      >
        Skip to content
      </a>
      <LandingNav />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection />
        <ExamplesSection />
        <UseCasesSection />
        <FeaturesSection />
        <PricingSection />
        <FaqSection />
        <ClosingCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
