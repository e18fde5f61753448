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
  // The CSS is small (under 3 KB gzip a page): inlined, it costs no render-blocking request.
  experimental: { inlineCss: true },
};

export default withBundleAnalyzer(nextConfig);
