import bundleAnalyzer from '@next/bundle-analyzer';

const withBundleAnalyzer = bundleAnalyzer({ enabled: process.env.ANALYZE === 'true' });

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain files for object storage: every route becomes route/index.html.
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // CSS stays in files (no experimental.inlineCss): inlined, Next repeats it twice more in the
  // page's inline payload, and in ten-run Lighthouse comparisons the inlined pages' mobile TBT was
  // about 100 ms higher (/backend 94 against 97). A file is also cached from page to page, and
  // every card and menu link here is a full page load.
};

export default withBundleAnalyzer(nextConfig);
