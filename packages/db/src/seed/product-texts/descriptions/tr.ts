export const tr: Record<string, string> = {
  'mobile-legends':
    'Mobil için 5v5 MOBA: Bir kahraman seç, takım kur ve on dakikalık maçlarda koridorlarda ilerle. Elmaslar kahramanların, kostümlerin ve savaş biletinin kilidini açar.',
  'free-fire':
    'Elli oyuncu ıssız bir adaya iner ve ayakta kalan son kişi olmak için on dakika boyunca savaşır. Elmaslarla karakterler, evcil hayvanlar ve Elite Pass satın alınır.',
  'pubg-mobile':
    'Mobildeki orijinal battle royale: yüz oyuncu, tek harita, tek kazanan. UC ile Royale Pass, kıyafetler ve silah kaplamaları satın alınır.',
  'genshin-impact':
    'Teyvat’ın yedi ulusunda geçen açık dünya aksiyon RPG’si. Genesis Crystals, dilekler ve Battle Pass için Primogems’e dönüştürülür.',
  roblox:
    'Avatar eşyaları ve deneyimler için harcanacak Robux’a dönüştürülebilen dijital Roblox hediye kartı kodu. Ödemeden sonra e-postayla gönderilir.',
  valorant:
    'İsabetli nişancılığın benzersiz ajan yetenekleriyle buluştuğu, karakter tabanlı 5v5 taktiksel nişancı oyunu. Valorant Points ile silah kaplamaları ve ajanlar satın alınır.',
  'honor-of-kings':
    'Dünyanın en çok oynanan mobil MOBA’sı; kahramanları efsanelerden geliyor. Tokens ile kahramanlar, kostümler ve Honor Pass satın alınır.',
  'call-of-duty-mobile':
    'Klasik Call of Duty çok oyunculu haritaları ve 100 oyunculu bir battle royale, telefonlar için yapıldı. CP ile Battle Pass, operatörler ve silah planları satın alınır.',
  'honkai-star-rail':
    'Astral Express’te geçen, sıra tabanlı bir uzay fantezisi RPG’si. Oneiric Shards, warp’lar ve “Nameless Honor” pass’i için Stellar Jade’e dönüştürülür.',
  'steam-wallet':
    'Bir Steam hesabına oyunlar, DLC’ler ve oyun içi eşyalar için bakiye ekleyen Steam Cüzdan kodu. Kod, ödemeden sonra e-postayla gelir.',
  'google-play':
    'Android’de uygulamalar, oyunlar, uygulama içi satın alımlar, kitaplar ve filmler için Google Play hediye kodu. Play Store’da kullanabilirsin.',
  'wild-rift':
    'Mobil için yeniden inşa edilen League of Legends: çift analog kontrollerle hızlı 5v5 maçlar. Wild Cores ile şampiyonlar, kostümler ve Wild Pass satın alınır.',
  'brawl-stars':
    'Her birinin kendine özgü süper yeteneği olan Savaşçılardan oluşan bir kadroyla hızlı, üç dakikalık takım savaşları. Elmaslarla Brawl Pass, kostümler ve Savaşçılar satın alınır.',
  'clash-of-clans':
    'Bir köy kur, birlikler eğit ve klanınla diğer oyuncuların üslerine saldır. Elmaslar inşaatçıları hızlandırır ve Altın Bilet satın alır.',
  'clash-royale':
    'Gerçek zamanlı kart düelloları: Rakibin Kral Kulesi’ni yıkmak için birlikler ve büyüler konuşlandır. Elmaslarla sandıklar, Pass Royale ve ifadeler satın alınır.',
  'zenless-zone-zero':
    'New Eridu’da geçen, Hollow’ların içinden savaşarak ilerlediğin şık bir kentsel fantezi aksiyon oyunu. Monochrome, sinyal aramaları için Polychrome’a dönüştürülür.',
  'razer-gold':
    'Bir Razer Gold cüzdanına bakiye yükleyen Razer Gold PIN’i; binlerce oyunda geçerlidir ve her alışverişte Razer Silver kazandırır.',
  efootball:
    'Lisanslı kulüpler ve efsanelerle ücretsiz futbol: Bir Dream Team kur ve çevrim içi maçlar oyna. Coins ile oyuncu transfer edilir ve paketler satın alınır.',
  'arena-breakout':
    'Zorlu bir extraction shooter: baskın yap, ganimet topla ve canlı çık; yoksa yanında getirdiklerini kaybedersin. Bonds ile teçhizat, savaş bileti ve kozmetikler satın alınır.',
  'love-and-deepspace':
    '3D bilimkurgu romantik macera: Wanderer’ları avla ve Linkon City’nin erkeklerini tanı. Elmaslarla Deepspace Wishes ve Aurum Pass satın alınır.',
  'delta-force':
    'Karada, denizde ve havada büyük ölçekli savaşlar ve tahliye operasyonları. Delta Coins ile operatör kostümleri ve savaş bileti satın alınır.',
  'magic-chess-go-go':
    'Mobile Legends kahramanlarıyla sekiz oyunculu bir auto battler: sinerjiler kur, taşlarını yerleştir ve lobidekilerden uzun dayan. Elmaslarla komutanlar ve biletler satın alınır.',
  'teamfight-tactics':
    'Riot’un tur tabanlı strateji oyunu: şampiyonları seç, tahtanı kur ve yedi rakiple savaş. RP ile Küçük Efsaneler, arenalar ve biletler satın alınır.',
  'stumble-guys':
    '32 oyuncuya kadar eleme usulü bir parti oyunu: kaotik engel parkurlarında koş, atla ve tökezle. Gems ile kostümler, ifadeler ve Stumble Pass satın alınır.',
  'marvel-snap':
    'Marvel kahramanları ve kötüleriyle hızlı bir koleksiyon kart oyunu; maçlar üç dakika sürer. Altınla Season Pass ve varyantlar satın alınır.',
  'sausage-man':
    'Sosislerin adaya indiği, silahları kaptığı ve eğlenerek zafere koştuğu çizgi film tarzı bir battle royale. Şekerlerle kıyafetler ve Gala Pass satın alınır.',
  'lords-mobile':
    'Krallık kurma, kahramanlar ve lonca savaşları üzerine gerçek zamanlı bir strateji oyunu. Elmaslar inşaatı hızlandırır ve kahraman paketleri satın alır.',
  'ragnarok-x':
    'Klasik Ragnarok Online dünyası mesleklerle, loncalarla ve MVP avlarıyla mobil MMORPG olarak yeniden yapıldı. Elmaslarla kostümler ve aylık kart satın alınır.',
  'playstation-store':
    'Bir PlayStation Network cüzdanına oyunlar, eklentiler ve PlayStation Plus için bakiye ekleyen PlayStation Store kodu.',
  'garena-shells':
    'Garena Shells, Güneydoğu Asya ve Tayvan’daki Garena oyunlarında ve hizmetlerinde eşya ödemeleri için kullanılır. Kuponun PIN’i e-postayla gönderilir.',
  'ea-sports-fc-mobile':
    'Binlerce lisanslı oyuncu, kulüp ve ligden Ultimate Team’ini kur ve bire bir karşılaş. FC Points ile paketler ve sezon bileti satın alınır.',
  'top-eleven':
    'Kendi futbol kulübünü yönet: oyuncu transfer et, taktiği belirle, kadroyu çalıştır ve diğer menajerlere karşı canlı maçlar oyna. Tokens antrenmanı ve transferleri hızlandırır.',
};
