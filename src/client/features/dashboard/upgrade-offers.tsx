import { Crown } from 'lucide-react';
import { formatPrice, type PlanName, upgradeOffers } from '../../../shared/pricing';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { usePlans } from '../../lib/get-plans';

/** Offer every plan above the current one; Institution has nothing above it. */
export function UpgradeOffers({ plan }: { plan: PlanName }) {
  const { data: plans } = usePlans();
  const offers = upgradeOffers(plan);

  if (offers.length === 0) {
    return (
      <Card className="border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40">
        <CardHeader className="flex-row items-center gap-3">
          <Crown className="size-6 text-amber-500" aria-hidden />
          <CardTitle>You have the highest plan available!</CardTitle>
        </CardHeader>
      </Card>
    );
  }

  return (
    <section aria-labelledby="upgrade-heading" className="space-y-4">
      <h2 id="upgrade-heading" className="text-xl font-semibold">
        Upgrade your plan
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {offers.map((name) => {
          const details = plans?.find((p) => p.name === name);
          return (
            <Card key={name} data-testid={`upgrade-${name}`}>
              <CardHeader>
                <CardTitle>{name}</CardTitle>
                {details ? <CardDescription>{formatPrice(details)}</CardDescription> : null}
              </CardHeader>
              <CardContent className="space-y-4">
                {details ? (
                  <ul className="space-y-1 text-sm text-muted-foreground">
                    {details.features.slice(0, 3).map((feature) => (
                      <li key={feature}>• {feature}</li>
                    ))}
                  </ul>
                ) : null}
                <Button
                  className="w-full"
                  onClick={() =>
                    toast({
                      title: 'Coming soon',
                      description: `Online payment for ${name} is being set up. Your ${plan} plan keeps working meanwhile.`,
                    })
                  }
                >
                  Upgrade to {name}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
