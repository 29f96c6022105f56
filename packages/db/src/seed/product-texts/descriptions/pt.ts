export const pt: Record<string, string> = {
  'mobile-legends':
    'O MOBA 5v5 para celular: escolha um herói, monte uma equipe e avance pelas rotas em partidas de dez minutos. Os Diamantes desbloqueiam heróis, skins e o passe de batalha.',
  'free-fire':
    'Cinquenta jogadores caem em uma ilha remota e lutam por dez minutos para ser o último sobrevivente. Os Diamantes compram personagens, pets e o Passe de Elite.',
  'pubg-mobile':
    'O battle royale original no celular: cem jogadores, um mapa, um vencedor. Com UC você paga o Royale Pass, roupas e acabamentos de armas.',
  'genshin-impact':
    'Um RPG de ação de mundo aberto pelas sete nações de Teyvat. Os Genesis Crystals são convertidos em Primogems para orações e o passe de batalha.',
  roblox:
    'Um código digital de cartão-presente Roblox, resgatável por Robux para gastar em itens de avatar e experiências. Enviado por e-mail após o pagamento.',
  valorant:
    'Um jogo de tiro tático 5v5 baseado em personagens, em que a mira precisa encontra as habilidades únicas dos agentes. Os Valorant Points compram skins de armas e agentes.',
  'honor-of-kings':
    'O MOBA para celular mais jogado do mundo, com heróis saídos das lendas. Os Tokens compram heróis, skins e o Honor Pass.',
  'call-of-duty-mobile':
    'Os mapas multijogador clássicos de Call of Duty e um battle royale para 100 jogadores, feitos para o celular. Os CP compram o Passe de Batalha, operadores e projetos de armas.',
  'honkai-star-rail':
    'Um RPG de fantasia espacial em turnos a bordo do Expresso Astral. Os Oneiric Shards são convertidos em Jade Estelar para saltos e o passe “Nameless Honor”.',
  'steam-wallet':
    'Um código da Carteira Steam que adiciona saldo a uma conta Steam para jogos, DLCs e itens no jogo. O código chega por e-mail após o pagamento.',
  'google-play': 'Um código-presente do Google Play para apps, jogos, compras no app, livros e filmes no Android. Resgate-o na Play Store.',
  'wild-rift':
    'League of Legends recriado para celular: partidas 5v5 rápidas com controles de dois analógicos. Os Wild Cores compram campeões, skins e o Wild Pass.',
  'brawl-stars':
    'Batalhas em equipe rápidas de três minutos com um elenco de Brawlers, cada um com seu Super. As Gemas compram o Brawl Pass, skins e Brawlers.',
  'clash-of-clans':
    'Construa uma vila, treine tropas e ataque as bases de outros jogadores com o seu clã. As Gemas aceleram os construtores e compram o Passe de Ouro.',
  'clash-royale':
    'Duelos de cartas em tempo real: posicione tropas e feitiços para derrubar a Torre do Rei adversária. As Gemas compram baús, o Pass Royale e emotes.',
  'zenless-zone-zero':
    'Um estiloso jogo de ação de fantasia urbana ambientado em Nova Eridu, abrindo caminho à força pelos Hollows. O Monochrome é convertido em Polychrome para buscas de sinal.',
  'razer-gold':
    'Um PIN Razer Gold que recarrega uma carteira Razer Gold, aceito em milhares de jogos e que rende Razer Silver a cada compra.',
  efootball:
    'Futebol free-to-play com clubes licenciados e lendas: monte um Dream Team e jogue partidas online. As Moedas contratam jogadores e compram pacotes.',
  'arena-breakout':
    'Um jogo de tiro de extração hardcore: invada, saqueie e saia vivo, ou perca tudo o que você levou. Os Bonds compram equipamentos, o passe de batalha e itens cosméticos.',
  'love-and-deepspace':
    'Uma aventura romântica de ficção científica em 3D: cace Andarilhos e conheça os homens de Linkon City. Os Diamantes compram Desejos do Espaço Profundo e o Aurum Pass.',
  'delta-force':
    'Combates em grande escala e operações de extração por terra, mar e ar. Os Delta Coins compram skins de operadores e o passe de combate.',
  'magic-chess-go-go':
    'Um auto battler para oito jogadores com os heróis de Mobile Legends: crie sinergias, posicione suas peças e sobreviva até o fim da partida. Os Diamantes compram comandantes e passes.',
  'teamfight-tactics':
    'O jogo de estratégia em rodadas da Riot: escolha campeões, monte seu tabuleiro e enfrente sete adversários. Os RP compram Pequenas Lendas, arenas e passes.',
  'stumble-guys':
    'Um party game de eliminação para até 32 jogadores: corra, mergulhe e tropece por pistas de obstáculos caóticas. As Gemas compram skins, emotes e o Stumble Pass.',
  'marvel-snap':
    'Um jogo de cartas colecionáveis rápido com heróis e vilões da Marvel; cada partida dura três minutos. O Ouro compra o Passe de Temporada e variantes.',
  'sausage-man':
    'Um battle royale em estilo desenho animado em que salsichas saltam na ilha, pegam armas e fazem festa rumo à vitória. Os Doces compram roupas e o Gala Pass.',
  'lords-mobile':
    'Um jogo de estratégia em tempo real com construção de reinos, heróis e guerras de guildas. Os Diamantes aceleram a construção e compram pacotes de heróis.',
  'ragnarok-x':
    'O mundo clássico de Ragnarok Online recriado como MMORPG para celular, com classes, guildas e caçadas a MVPs. Os Diamantes compram trajes e o cartão mensal.',
  'playstation-store':
    'Um código da PlayStation Store que adiciona saldo a uma carteira da PlayStation Network para jogos, complementos e PlayStation Plus.',
  'garena-shells':
    'Com Garena Shells você paga itens nos jogos e serviços da Garena no Sudeste Asiático e em Taiwan. O PIN do voucher é enviado por e-mail.',
  'ea-sports-fc-mobile':
    'Monte seu Ultimate Team com milhares de jogadores, clubes e ligas licenciados e jogue partidas cara a cara. Os FC Points compram pacotes e o passe da temporada.',
  'top-eleven':
    'Comande seu próprio clube de futebol: contrate jogadores, defina a tática, treine o elenco e jogue partidas ao vivo contra outros técnicos. Os Tokens aceleram treinos e transferências.',
};
