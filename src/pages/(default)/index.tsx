export default function HomePage() {
  return (
    <>
      <title>美股通｜美股行情與投資文章</title>
      <h1>美股行情</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
