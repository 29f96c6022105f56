export const ms: Record<string, string> = {
  'mobile-legends':
    'MOBA 5v5 untuk telefon mudah alih: pilih hero, bentuk pasukan dan tolak lane dalam perlawanan sepuluh minit. Diamond membuka hero, skin dan battle pass.',
  'free-fire':
    'Lima puluh pemain mendarat di sebuah pulau terpencil dan bertarung selama sepuluh minit untuk menjadi yang terakhir bertahan. Diamond membeli watak, haiwan peliharaan dan Elite Pass.',
  'pubg-mobile':
    'Battle royale asal di telefon mudah alih: seratus pemain, satu peta, satu pemenang. UC membayar Royale Pass, pakaian dan kemasan senjata.',
  'genshin-impact':
    'RPG aksi dunia terbuka merentasi tujuh negara Teyvat. Genesis Crystal ditukar kepada Primogem untuk wish dan Battle Pass.',
  roblox:
    'Kod kad hadiah Roblox digital yang boleh ditebus untuk Robux bagi dibelanjakan pada item avatar dan experience. Dihantar melalui e-mel selepas pembayaran.',
  valorant:
    'Permainan tembak-menembak taktikal 5v5 berasaskan watak, tempat tembakan tepat bertemu kebolehan unik ejen. Valorant Points membeli skin senjata dan ejen.',
  'honor-of-kings':
    'MOBA mudah alih paling banyak dimainkan di dunia, dengan hero yang diambil daripada legenda. Token membeli hero, skin dan Honor Pass.',
  'call-of-duty-mobile':
    'Peta berbilang pemain klasik Call of Duty dan battle royale 100 pemain, dibina untuk telefon. CP membeli Battle Pass, operator dan blueprint senjata.',
  'honkai-star-rail':
    'RPG fantasi angkasa lepas berasaskan giliran di atas Astral Express. Oneiric Shard ditukar kepada Stellar Jade untuk warp dan pas “Nameless Honor”.',
  'steam-wallet':
    'Kod Steam Wallet yang menambah dana ke akaun Steam untuk permainan, DLC dan item dalam permainan. Kod dihantar melalui e-mel selepas pembayaran.',
  'google-play':
    'Kod hadiah Google Play untuk aplikasi, permainan, pembelian dalam aplikasi, buku dan filem di Android. Tebus di Play Store.',
  'wild-rift':
    'League of Legends dibina semula untuk telefon mudah alih: perlawanan 5v5 yang pantas dengan kawalan dua kayu bedik. Wild Cores membeli champion, skin dan Wild Pass.',
  'brawl-stars':
    'Pertarungan berpasukan tiga minit yang pantas bersama barisan Brawler, masing-masing dengan super tersendiri. Gems membeli Brawl Pass, skin dan Brawler.',
  'clash-of-clans':
    'Bina kampung, latih tentera dan serbu pangkalan pemain lain bersama klan anda. Gems mempercepat tukang bina dan membeli Gold Pass.',
  'clash-royale':
    'Duel kad masa nyata: hantar tentera dan jampi untuk meruntuhkan King Tower pihak lawan. Gems membeli peti, Pass Royale dan emote.',
  'zenless-zone-zero':
    'Permainan aksi fantasi bandar yang bergaya berlatarkan New Eridu, bertarung menembusi Hollow. Monochrome ditukar kepada Polychrome untuk signal search.',
  'razer-gold':
    'PIN Razer Gold yang menambah nilai dompet Razer Gold, diterima dalam ribuan permainan dan memberi Razer Silver bagi setiap pembelian.',
  efootball:
    'Bola sepak percuma dengan kelab dan legenda berlesen: bina Dream Team dan main perlawanan dalam talian. Coins merekrut pemain dan membeli pek.',
  'arena-breakout':
    'Penembak extraction yang mencabar: serbu, kumpul barang rampasan dan keluar hidup-hidup, atau hilang apa yang anda bawa masuk. Bonds membeli kelengkapan, battle pass dan kosmetik.',
  'love-and-deepspace':
    'Pengembaraan cinta sci-fi 3D: buru Wanderer dan kenali lelaki-lelaki Linkon City. Diamond membeli Deepspace Wishes dan Aurum Pass.',
  'delta-force':
    'Peperangan berskala besar dan operasi extraction di darat, laut dan udara. Delta Coins membeli skin operator dan combat pass.',
  'magic-chess-go-go':
    'Auto battler lapan pemain dengan hero Mobile Legends: bina sinergi, letak buah catur anda dan bertahan paling lama dalam lobi. Diamond membeli commander dan pas.',
  'teamfight-tactics':
    'Permainan strategi berasaskan pusingan daripada Riot: pilih champion, bina papan dan berlawan dengan tujuh pihak lawan. RP membeli Little Legends, arena dan pas.',
  'stumble-guys':
    'Permainan parti kalah mati untuk sehingga 32 pemain: lari, terjun dan tersandung melalui laluan halangan yang huru-hara. Gems membeli skin, emote dan Stumble Pass.',
  'marvel-snap':
    'Permainan kad koleksi yang pantas dengan hero dan penjahat Marvel; setiap perlawanan berlangsung tiga minit. Gold membeli Season Pass dan varian.',
  'sausage-man':
    'Battle royale kartun tempat sosej terjun, merebut senjata dan berpesta hingga ke kemenangan. Candies membeli pakaian dan Gala Pass.',
  'lords-mobile':
    'Permainan strategi masa nyata tentang membina kerajaan, hero dan peperangan guild. Diamond mempercepat pembinaan dan membeli pek hero.',
  'ragnarok-x':
    'Dunia klasik Ragnarok Online dibina semula sebagai MMORPG mudah alih, dengan job, guild dan pemburuan MVP. Diamond membeli kostum dan kad bulanan.',
  'playstation-store':
    'Kod PlayStation Store yang menambah dana ke dompet PlayStation Network untuk permainan, tambahan dan PlayStation Plus.',
  'garena-shells':
    'Garena Shells membayar item dalam permainan dan perkhidmatan Garena di Asia Tenggara dan Taiwan. PIN baucar dihantar melalui e-mel.',
  'ea-sports-fc-mobile':
    'Bina Ultimate Team anda daripada ribuan pemain, kelab dan liga berlesen, dan bertanding satu lawan satu. FC Points membeli pek dan season pass.',
  'top-eleven':
    'Urus kelab bola sepak anda sendiri: rekrut pemain, tetapkan taktik, latih skuad dan main perlawanan langsung menentang pengurus lain. Token mempercepat latihan dan perpindahan.',
};
