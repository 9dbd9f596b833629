import { clsx } from "clsx";

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  className?: string;
};

/** Centered eyebrow + h2 + lead paragraph used at the top of every landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  className,
}: SectionHeadingProps) {
  return (
    <div className={clsx("mx-auto max-w-2xl text-center", className)}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
    </div>
  );
}
