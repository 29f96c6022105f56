export const id: Record<string, string> = {
  'mobile-legends':
    'MOBA 5v5 di ponsel: pilih hero, bentuk tim, dan dorong lane dalam pertandingan sepuluh menit. Diamond membuka hero, skin, dan battle pass.',
  'free-fire':
    'Lima puluh pemain mendarat di pulau terpencil dan bertarung selama sepuluh menit untuk menjadi yang terakhir bertahan. Diamond membeli karakter, pet, dan Elite Pass.',
  'pubg-mobile':
    'Battle royale orisinal di ponsel: seratus pemain, satu peta, satu pemenang. UC membayar Royale Pass, pakaian, dan skin senjata.',
  'genshin-impact':
    'RPG aksi dunia terbuka yang menjelajahi tujuh negara di Teyvat. Genesis Crystal dapat ditukar menjadi Primogem untuk wish dan Battle Pass.',
  roblox:
    'Kode kartu hadiah Roblox digital yang dapat ditukar dengan Robux untuk item avatar dan experience. Dikirim lewat e-mail setelah pembayaran.',
  valorant:
    'Game tembak-menembak taktis 5v5 berbasis karakter, tempat akurasi menembak bertemu kemampuan unik para agent. Valorant Points membeli skin senjata dan agent.',
  'honor-of-kings':
    'MOBA ponsel yang paling banyak dimainkan di dunia, dengan hero dari legenda. Token membeli hero, skin, dan Honor Pass.',
  'call-of-duty-mobile':
    'Peta multiplayer klasik Call of Duty dan battle royale 100 pemain, dibuat untuk ponsel. CP membeli Battle Pass, operator, dan blueprint senjata.',
  'honkai-star-rail':
    'RPG fantasi luar angkasa berbasis giliran di atas Astral Express. Oneiric Shard dapat ditukar menjadi Stellar Jade untuk warp dan pass Nameless Honor.',
  'steam-wallet':
    'Kode Steam Wallet yang menambah saldo akun Steam untuk game, DLC, dan item dalam game. Kode dikirim lewat e-mail setelah pembayaran.',
  'google-play':
    'Kode hadiah Google Play untuk aplikasi, game, pembelian dalam aplikasi, buku, dan film di Android. Tukarkan di Play Store.',
  'wild-rift':
    'League of Legends yang dibuat ulang untuk ponsel: pertandingan 5v5 cepat dengan kontrol dua stik. Wild Core membeli champion, skin, dan Wild Pass.',
  'brawl-stars':
    'Pertarungan tim tiga menit yang seru dengan deretan Brawler, masing-masing dengan super-nya. Permata membeli Brawl Pass, skin, dan Brawler.',
  'clash-of-clans':
    'Bangun desa, latih pasukan, dan serbu markas pemain lain bersama klanmu. Permata mempercepat pembangun dan membeli Gold Pass.',
  'clash-royale':
    'Duel kartu real-time: turunkan pasukan dan mantra untuk merobohkan King Tower lawan. Permata membeli peti, Pass Royale, dan emote.',
  'zenless-zone-zero':
    'Game aksi fantasi urban yang stylish di New Eridu, bertarung menembus Hollow. Monochrome dapat ditukar menjadi Polychrome untuk pencarian sinyal.',
  'razer-gold': 'PIN Razer Gold untuk mengisi dompet Razer Gold, diterima di ribuan game dan memberi Razer Silver di setiap pembelian.',
  efootball:
    'Sepak bola gratis dengan klub dan legenda berlisensi: susun Dream Team dan main pertandingan online. Koin merekrut pemain dan membeli paket.',
  'arena-breakout':
    'Game tembak-menembak ekstraksi yang menantang: serbu, kumpulkan loot, dan keluar hidup-hidup, atau kehilangan semua yang kamu bawa. Bond membeli perlengkapan, battle pass, dan kosmetik.',
  'love-and-deepspace':
    'Petualangan romansa fiksi ilmiah 3D: buru para Wanderer dan kenali para pria di Linkon City. Diamond membeli Deepspace Wish dan Aurum Pass.',
  'delta-force':
    'Peperangan skala besar dan operasi ekstraksi di darat, laut, dan udara. Delta Coin membeli skin operator dan combat pass.',
  'magic-chess-go-go':
    'Auto battler delapan pemain dengan hero Mobile Legends: bangun sinergi, atur bidakmu, dan bertahan sampai akhir. Diamond membeli commander dan pass.',
  'teamfight-tactics':
    'Game strategi berbasis ronde dari Riot: pilih champion, susun papan, dan lawan tujuh musuh. RP membeli Little Legend, arena, dan pass.',
  'stumble-guys':
    'Game pesta gugur untuk hingga 32 pemain: lari, lompat, dan tersandung melewati lintasan rintangan yang kacau. Permata membeli skin, emote, dan Stumble Pass.',
  'marvel-snap':
    'Game kartu koleksi yang cepat dengan pahlawan dan penjahat Marvel; satu pertandingan berlangsung tiga menit. Emas membeli Season Pass dan varian.',
  'sausage-man':
    'Battle royale kartun tempat para sosis terjun, mengambil senjata, dan berpesta menuju kemenangan. Permen membeli pakaian dan Gala Pass.',
  'lords-mobile':
    'Game strategi real-time tentang membangun kerajaan, hero, dan perang guild. Diamond mempercepat pembangunan dan membeli paket hero.',
  'ragnarok-x':
    'Dunia klasik Ragnarok Online yang dibangun ulang sebagai MMORPG ponsel, dengan job, guild, dan perburuan MVP. Diamond membeli kostum dan kartu bulanan.',
  'playstation-store': 'Kode PlayStation Store yang menambah saldo dompet PlayStation Network untuk game, add-on, dan PlayStation Plus.',
  'garena-shells':
    'Garena Shells membayar item di berbagai game dan layanan Garena di Asia Tenggara dan Taiwan. PIN voucher dikirim lewat e-mail.',
  'ea-sports-fc-mobile':
    'Bangun Ultimate Team dari ribuan pemain, klub, dan liga berlisensi, lalu bertanding satu lawan satu. FC Points membeli paket dan season pass.',
  'top-eleven':
    'Kelola klub sepak bolamu sendiri: rekrut pemain, atur taktik, latih skuad, dan main pertandingan langsung melawan manajer lain. Token mempercepat latihan dan transfer.',
};
