// Generated for `bench mirror`: an object of 1,000 marked properties, and the same controls
// written by hand (no reflection), as the baseline of the reflection editor's figures.
import Builders
import ReflectionUI

/// 1,000 marked properties: Bools, bounded Ints, Doubles and Strings in turn.
final class WideMirror {
    @MirrorUI var p0 = true
    @MirrorUI var p1 = 1
    @MirrorUI var p2 = 2.5
    @MirrorUI var p3 = "text 3"
    @MirrorUI var p4 = true
    @MirrorUI var p5 = 5
    @MirrorUI var p6 = 6.5
    @MirrorUI var p7 = "text 7"
    @MirrorUI var p8 = true
    @MirrorUI var p9 = 9
    @MirrorUI var p10 = 10.5
    @MirrorUI var p11 = "text 11"
    @MirrorUI var p12 = true
    @MirrorUI var p13 = 13
    @MirrorUI var p14 = 14.5
    @MirrorUI var p15 = "text 15"
    @MirrorUI var p16 = true
    @MirrorUI var p17 = 17
    @MirrorUI var p18 = 18.5
    @MirrorUI var p19 = "text 19"
    @MirrorUI var p20 = true
    @MirrorUI var p21 = 21
    @MirrorUI var p22 = 22.5
    @MirrorUI var p23 = "text 23"
    @MirrorUI var p24 = true
    @MirrorUI var p25 = 25
    @MirrorUI var p26 = 26.5
    @MirrorUI var p27 = "text 27"
    @MirrorUI var p28 = true
    @MirrorUI var p29 = 29
    @MirrorUI var p30 = 30.5
    @MirrorUI var p31 = "text 31"
    @MirrorUI var p32 = true
    @MirrorUI var p33 = 33
    @MirrorUI var p34 = 34.5
    @MirrorUI var p35 = "text 35"
    @MirrorUI var p36 = true
    @MirrorUI var p37 = 37
    @MirrorUI var p38 = 38.5
    @MirrorUI var p39 = "text 39"
    @MirrorUI var p40 = true
    @MirrorUI var p41 = 41
    @MirrorUI var p42 = 42.5
    @MirrorUI var p43 = "text 43"
    @MirrorUI var p44 = true
    @MirrorUI var p45 = 45
    @MirrorUI var p46 = 46.5
    @MirrorUI var p47 = "text 47"
    @MirrorUI var p48 = true
    @MirrorUI var p49 = 49
    @MirrorUI var p50 = 50.5
    @MirrorUI var p51 = "text 51"
    @MirrorUI var p52 = true
    @MirrorUI var p53 = 53
    @MirrorUI var p54 = 54.5
    @MirrorUI var p55 = "text 55"
    @MirrorUI var p56 = true
    @MirrorUI var p57 = 57
    @MirrorUI var p58 = 58.5
    @MirrorUI var p59 = "text 59"
    @MirrorUI var p60 = true
    @MirrorUI var p61 = 61
    @MirrorUI var p62 = 62.5
    @MirrorUI var p63 = "text 63"
    @MirrorUI var p64 = true
    @MirrorUI var p65 = 65
    @MirrorUI var p66 = 66.5
    @MirrorUI var p67 = "text 67"
    @MirrorUI var p68 = true
    @MirrorUI var p69 = 69
    @MirrorUI var p70 = 70.5
    @MirrorUI var p71 = "text 71"
    @MirrorUI var p72 = true
    @MirrorUI var p73 = 73
    @MirrorUI var p74 = 74.5
    @MirrorUI var p75 = "text 75"
    @MirrorUI var p76 = true
    @MirrorUI var p77 = 77
    @MirrorUI var p78 = 78.5
    @MirrorUI var p79 = "text 79"
    @MirrorUI var p80 = true
    @MirrorUI var p81 = 81
    @MirrorUI var p82 = 82.5
    @MirrorUI var p83 = "text 83"
    @MirrorUI var p84 = true
    @MirrorUI var p85 = 85
    @MirrorUI var p86 = 86.5
    @MirrorUI var p87 = "text 87"
    @MirrorUI var p88 = true
    @MirrorUI var p89 = 89
    @MirrorUI var p90 = 90.5
    @MirrorUI var p91 = "text 91"
    @MirrorUI var p92 = true
    @MirrorUI var p93 = 93
    @MirrorUI var p94 = 94.5
    @MirrorUI var p95 = "text 95"
    @MirrorUI var p96 = true
    @MirrorUI var p97 = 97
    @MirrorUI var p98 = 98.5
    @MirrorUI var p99 = "text 99"
    @MirrorUI var p100 = true
    @MirrorUI var p101 = 101
    @MirrorUI var p102 = 102.5
    @MirrorUI var p103 = "text 103"
    @MirrorUI var p104 = true
    @MirrorUI var p105 = 105
    @MirrorUI var p106 = 106.5
    @MirrorUI var p107 = "text 107"
    @MirrorUI var p108 = true
    @MirrorUI var p109 = 109
    @MirrorUI var p110 = 110.5
    @MirrorUI var p111 = "text 111"
    @MirrorUI var p112 = true
    @MirrorUI var p113 = 113
    @MirrorUI var p114 = 114.5
    @MirrorUI var p115 = "text 115"
    @MirrorUI var p116 = true
    @MirrorUI var p117 = 117
    @MirrorUI var p118 = 118.5
    @MirrorUI var p119 = "text 119"
    @MirrorUI var p120 = true
    @MirrorUI var p121 = 121
    @MirrorUI var p122 = 122.5
    @MirrorUI var p123 = "text 123"
    @MirrorUI var p124 = true
    @MirrorUI var p125 = 125
    @MirrorUI var p126 = 126.5
    @MirrorUI var p127 = "text 127"
    @MirrorUI var p128 = true
    @MirrorUI var p129 = 129
    @MirrorUI var p130 = 130.5
    @MirrorUI var p131 = "text 131"
    @MirrorUI var p132 = true
    @MirrorUI var p133 = 133
    @MirrorUI var p134 = 134.5
    @MirrorUI var p135 = "text 135"
    @MirrorUI var p136 = true
    @MirrorUI var p137 = 137
    @MirrorUI var p138 = 138.5
    @MirrorUI var p139 = "text 139"
    @MirrorUI var p140 = true
    @MirrorUI var p141 = 141
    @MirrorUI var p142 = 142.5
    @MirrorUI var p143 = "text 143"
    @MirrorUI var p144 = true
    @MirrorUI var p145 = 145
    @MirrorUI var p146 = 146.5
    @MirrorUI var p147 = "text 147"
    @MirrorUI var p148 = true
    @MirrorUI var p149 = 149
    @MirrorUI var p150 = 150.5
    @MirrorUI var p151 = "text 151"
    @MirrorUI var p152 = true
    @MirrorUI var p153 = 153
    @MirrorUI var p154 = 154.5
    @MirrorUI var p155 = "text 155"
    @MirrorUI var p156 = true
    @MirrorUI var p157 = 157
    @MirrorUI var p158 = 158.5
    @MirrorUI var p159 = "text 159"
    @MirrorUI var p160 = true
    @MirrorUI var p161 = 161
    @MirrorUI var p162 = 162.5
    @MirrorUI var p163 = "text 163"
    @MirrorUI var p164 = true
    @MirrorUI var p165 = 165
    @MirrorUI var p166 = 166.5
    @MirrorUI var p167 = "text 167"
    @MirrorUI var p168 = true
    @MirrorUI var p169 = 169
    @MirrorUI var p170 = 170.5
    @MirrorUI var p171 = "text 171"
    @MirrorUI var p172 = true
    @MirrorUI var p173 = 173
    @MirrorUI var p174 = 174.5
    @MirrorUI var p175 = "text 175"
    @MirrorUI var p176 = true
    @MirrorUI var p177 = 177
    @MirrorUI var p178 = 178.5
    @MirrorUI var p179 = "text 179"
    @MirrorUI var p180 = true
    @MirrorUI var p181 = 181
    @MirrorUI var p182 = 182.5
    @MirrorUI var p183 = "text 183"
    @MirrorUI var p184 = true
    @MirrorUI var p185 = 185
    @MirrorUI var p186 = 186.5
    @MirrorUI var p187 = "text 187"
    @MirrorUI var p188 = true
    @MirrorUI var p189 = 189
    @MirrorUI var p190 = 190.5
    @MirrorUI var p191 = "text 191"
    @MirrorUI var p192 = true
    @MirrorUI var p193 = 193
    @MirrorUI var p194 = 194.5
    @MirrorUI var p195 = "text 195"
    @MirrorUI var p196 = true
    @MirrorUI var p197 = 197
    @MirrorUI var p198 = 198.5
    @MirrorUI var p199 = "text 199"
    @MirrorUI var p200 = true
    @MirrorUI var p201 = 201
    @MirrorUI var p202 = 202.5
    @MirrorUI var p203 = "text 203"
    @MirrorUI var p204 = true
    @MirrorUI var p205 = 205
    @MirrorUI var p206 = 206.5
    @MirrorUI var p207 = "text 207"
    @MirrorUI var p208 = true
    @MirrorUI var p209 = 209
    @MirrorUI var p210 = 210.5
    @MirrorUI var p211 = "text 211"
    @MirrorUI var p212 = true
    @MirrorUI var p213 = 213
    @MirrorUI var p214 = 214.5
    @MirrorUI var p215 = "text 215"
    @MirrorUI var p216 = true
    @MirrorUI var p217 = 217
    @MirrorUI var p218 = 218.5
    @MirrorUI var p219 = "text 219"
    @MirrorUI var p220 = true
    @MirrorUI var p221 = 221
    @MirrorUI var p222 = 222.5
    @MirrorUI var p223 = "text 223"
    @MirrorUI var p224 = true
    @MirrorUI var p225 = 225
    @MirrorUI var p226 = 226.5
    @MirrorUI var p227 = "text 227"
    @MirrorUI var p228 = true
    @MirrorUI var p229 = 229
    @MirrorUI var p230 = 230.5
    @MirrorUI var p231 = "text 231"
    @MirrorUI var p232 = true
    @MirrorUI var p233 = 233
    @MirrorUI var p234 = 234.5
    @MirrorUI var p235 = "text 235"
    @MirrorUI var p236 = true
    @MirrorUI var p237 = 237
    @MirrorUI var p238 = 238.5
    @MirrorUI var p239 = "text 239"
    @MirrorUI var p240 = true
    @MirrorUI var p241 = 241
    @MirrorUI var p242 = 242.5
    @MirrorUI var p243 = "text 243"
    @MirrorUI var p244 = true
    @MirrorUI var p245 = 245
    @MirrorUI var p246 = 246.5
    @MirrorUI var p247 = "text 247"
    @MirrorUI var p248 = true
    @MirrorUI var p249 = 249
    @MirrorUI var p250 = 250.5
    @MirrorUI var p251 = "text 251"
    @MirrorUI var p252 = true
    @MirrorUI var p253 = 253
    @MirrorUI var p254 = 254.5
    @MirrorUI var p255 = "text 255"
    @MirrorUI var p256 = true
    @MirrorUI var p257 = 257
    @MirrorUI var p258 = 258.5
    @MirrorUI var p259 = "text 259"
    @MirrorUI var p260 = true
    @MirrorUI var p261 = 261
    @MirrorUI var p262 = 262.5
    @MirrorUI var p263 = "text 263"
    @MirrorUI var p264 = true
    @MirrorUI var p265 = 265
    @MirrorUI var p266 = 266.5
    @MirrorUI var p267 = "text 267"
    @MirrorUI var p268 = true
    @MirrorUI var p269 = 269
    @MirrorUI var p270 = 270.5
    @MirrorUI var p271 = "text 271"
    @MirrorUI var p272 = true
    @MirrorUI var p273 = 273
    @MirrorUI var p274 = 274.5
    @MirrorUI var p275 = "text 275"
    @MirrorUI var p276 = true
    @MirrorUI var p277 = 277
    @MirrorUI var p278 = 278.5
    @MirrorUI var p279 = "text 279"
    @MirrorUI var p280 = true
    @MirrorUI var p281 = 281
    @MirrorUI var p282 = 282.5
    @MirrorUI var p283 = "text 283"
    @MirrorUI var p284 = true
    @MirrorUI var p285 = 285
    @MirrorUI var p286 = 286.5
    @MirrorUI var p287 = "text 287"
    @MirrorUI var p288 = true
    @MirrorUI var p289 = 289
    @MirrorUI var p290 = 290.5
    @MirrorUI var p291 = "text 291"
    @MirrorUI var p292 = true
    @MirrorUI var p293 = 293
    @MirrorUI var p294 = 294.5
    @MirrorUI var p295 = "text 295"
    @MirrorUI var p296 = true
    @MirrorUI var p297 = 297
    @MirrorUI var p298 = 298.5
    @MirrorUI var p299 = "text 299"
    @MirrorUI var p300 = true
    @MirrorUI var p301 = 301
    @MirrorUI var p302 = 302.5
    @MirrorUI var p303 = "text 303"
    @MirrorUI var p304 = true
    @MirrorUI var p305 = 305
    @MirrorUI var p306 = 306.5
    @MirrorUI var p307 = "text 307"
    @MirrorUI var p308 = true
    @MirrorUI var p309 = 309
    @MirrorUI var p310 = 310.5
    @MirrorUI var p311 = "text 311"
    @MirrorUI var p312 = true
    @MirrorUI var p313 = 313
    @MirrorUI var p314 = 314.5
    @MirrorUI var p315 = "text 315"
    @MirrorUI var p316 = true
    @MirrorUI var p317 = 317
    @MirrorUI var p318 = 318.5
    @MirrorUI var p319 = "text 319"
    @MirrorUI var p320 = true
    @MirrorUI var p321 = 321
    @MirrorUI var p322 = 322.5
    @MirrorUI var p323 = "text 323"
    @MirrorUI var p324 = true
    @MirrorUI var p325 = 325
    @MirrorUI var p326 = 326.5
    @MirrorUI var p327 = "text 327"
    @MirrorUI var p328 = true
    @MirrorUI var p329 = 329
    @MirrorUI var p330 = 330.5
    @MirrorUI var p331 = "text 331"
    @MirrorUI var p332 = true
    @MirrorUI var p333 = 333
    @MirrorUI var p334 = 334.5
    @MirrorUI var p335 = "text 335"
    @MirrorUI var p336 = true
    @MirrorUI var p337 = 337
    @MirrorUI var p338 = 338.5
    @MirrorUI var p339 = "text 339"
    @MirrorUI var p340 = true
    @MirrorUI var p341 = 341
    @MirrorUI var p342 = 342.5
    @MirrorUI var p343 = "text 343"
    @MirrorUI var p344 = true
    @MirrorUI var p345 = 345
    @MirrorUI var p346 = 346.5
    @MirrorUI var p347 = "text 347"
    @MirrorUI var p348 = true
    @MirrorUI var p349 = 349
    @MirrorUI var p350 = 350.5
    @MirrorUI var p351 = "text 351"
    @MirrorUI var p352 = true
    @MirrorUI var p353 = 353
    @MirrorUI var p354 = 354.5
    @MirrorUI var p355 = "text 355"
    @MirrorUI var p356 = true
    @MirrorUI var p357 = 357
    @MirrorUI var p358 = 358.5
    @MirrorUI var p359 = "text 359"
    @MirrorUI var p360 = true
    @MirrorUI var p361 = 361
    @MirrorUI var p362 = 362.5
    @MirrorUI var p363 = "text 363"
    @MirrorUI var p364 = true
    @MirrorUI var p365 = 365
    @MirrorUI var p366 = 366.5
    @MirrorUI var p367 = "text 367"
    @MirrorUI var p368 = true
    @MirrorUI var p369 = 369
    @MirrorUI var p370 = 370.5
    @MirrorUI var p371 = "text 371"
    @MirrorUI var p372 = true
    @MirrorUI var p373 = 373
    @MirrorUI var p374 = 374.5
    @MirrorUI var p375 = "text 375"
    @MirrorUI var p376 = true
    @MirrorUI var p377 = 377
    @MirrorUI var p378 = 378.5
    @MirrorUI var p379 = "text 379"
    @MirrorUI var p380 = true
    @MirrorUI var p381 = 381
    @MirrorUI var p382 = 382.5
    @MirrorUI var p383 = "text 383"
    @MirrorUI var p384 = true
    @MirrorUI var p385 = 385
    @MirrorUI var p386 = 386.5
    @MirrorUI var p387 = "text 387"
    @MirrorUI var p388 = true
    @MirrorUI var p389 = 389
    @MirrorUI var p390 = 390.5
    @MirrorUI var p391 = "text 391"
    @MirrorUI var p392 = true
    @MirrorUI var p393 = 393
    @MirrorUI var p394 = 394.5
    @MirrorUI var p395 = "text 395"
    @MirrorUI var p396 = true
    @MirrorUI var p397 = 397
    @MirrorUI var p398 = 398.5
    @MirrorUI var p399 = "text 399"
    @MirrorUI var p400 = true
    @MirrorUI var p401 = 401
    @MirrorUI var p402 = 402.5
    @MirrorUI var p403 = "text 403"
    @MirrorUI var p404 = true
    @MirrorUI var p405 = 405
    @MirrorUI var p406 = 406.5
    @MirrorUI var p407 = "text 407"
    @MirrorUI var p408 = true
    @MirrorUI var p409 = 409
    @MirrorUI var p410 = 410.5
    @MirrorUI var p411 = "text 411"
    @MirrorUI var p412 = true
    @MirrorUI var p413 = 413
    @MirrorUI var p414 = 414.5
    @MirrorUI var p415 = "text 415"
    @MirrorUI var p416 = true
    @MirrorUI var p417 = 417
    @MirrorUI var p418 = 418.5
    @MirrorUI var p419 = "text 419"
    @MirrorUI var p420 = true
    @MirrorUI var p421 = 421
    @MirrorUI var p422 = 422.5
    @MirrorUI var p423 = "text 423"
    @MirrorUI var p424 = true
    @MirrorUI var p425 = 425
    @MirrorUI var p426 = 426.5
    @MirrorUI var p427 = "text 427"
    @MirrorUI var p428 = true
    @MirrorUI var p429 = 429
    @MirrorUI var p430 = 430.5
    @MirrorUI var p431 = "text 431"
    @MirrorUI var p432 = true
    @MirrorUI var p433 = 433
    @MirrorUI var p434 = 434.5
    @MirrorUI var p435 = "text 435"
    @MirrorUI var p436 = true
    @MirrorUI var p437 = 437
    @MirrorUI var p438 = 438.5
    @MirrorUI var p439 = "text 439"
    @MirrorUI var p440 = true
    @MirrorUI var p441 = 441
    @MirrorUI var p442 = 442.5
    @MirrorUI var p443 = "text 443"
    @MirrorUI var p444 = true
    @MirrorUI var p445 = 445
    @MirrorUI var p446 = 446.5
    @MirrorUI var p447 = "text 447"
    @MirrorUI var p448 = true
    @MirrorUI var p449 = 449
    @MirrorUI var p450 = 450.5
    @MirrorUI var p451 = "text 451"
    @MirrorUI var p452 = true
    @MirrorUI var p453 = 453
    @MirrorUI var p454 = 454.5
    @MirrorUI var p455 = "text 455"
    @MirrorUI var p456 = true
    @MirrorUI var p457 = 457
    @MirrorUI var p458 = 458.5
    @MirrorUI var p459 = "text 459"
    @MirrorUI var p460 = true
    @MirrorUI var p461 = 461
    @MirrorUI var p462 = 462.5
    @MirrorUI var p463 = "text 463"
    @MirrorUI var p464 = true
    @MirrorUI var p465 = 465
    @MirrorUI var p466 = 466.5
    @MirrorUI var p467 = "text 467"
    @MirrorUI var p468 = true
    @MirrorUI var p469 = 469
    @MirrorUI var p470 = 470.5
    @MirrorUI var p471 = "text 471"
    @MirrorUI var p472 = true
    @MirrorUI var p473 = 473
    @MirrorUI var p474 = 474.5
    @MirrorUI var p475 = "text 475"
    @MirrorUI var p476 = true
    @MirrorUI var p477 = 477
    @MirrorUI var p478 = 478.5
    @MirrorUI var p479 = "text 479"
    @MirrorUI var p480 = true
    @MirrorUI var p481 = 481
    @MirrorUI var p482 = 482.5
    @MirrorUI var p483 = "text 483"
    @MirrorUI var p484 = true
    @MirrorUI var p485 = 485
    @MirrorUI var p486 = 486.5
    @MirrorUI var p487 = "text 487"
    @MirrorUI var p488 = true
    @MirrorUI var p489 = 489
    @MirrorUI var p490 = 490.5
    @MirrorUI var p491 = "text 491"
    @MirrorUI var p492 = true
    @MirrorUI var p493 = 493
    @MirrorUI var p494 = 494.5
    @MirrorUI var p495 = "text 495"
    @MirrorUI var p496 = true
    @MirrorUI var p497 = 497
    @MirrorUI var p498 = 498.5
    @MirrorUI var p499 = "text 499"
    @MirrorUI var p500 = true
    @MirrorUI var p501 = 501
    @MirrorUI var p502 = 502.5
    @MirrorUI var p503 = "text 503"
    @MirrorUI var p504 = true
    @MirrorUI var p505 = 505
    @MirrorUI var p506 = 506.5
    @MirrorUI var p507 = "text 507"
    @MirrorUI var p508 = true
    @MirrorUI var p509 = 509
    @MirrorUI var p510 = 510.5
    @MirrorUI var p511 = "text 511"
    @MirrorUI var p512 = true
    @MirrorUI var p513 = 513
    @MirrorUI var p514 = 514.5
    @MirrorUI var p515 = "text 515"
    @MirrorUI var p516 = true
    @MirrorUI var p517 = 517
    @MirrorUI var p518 = 518.5
    @MirrorUI var p519 = "text 519"
    @MirrorUI var p520 = true
    @MirrorUI var p521 = 521
    @MirrorUI var p522 = 522.5
    @MirrorUI var p523 = "text 523"
    @MirrorUI var p524 = true
    @MirrorUI var p525 = 525
    @MirrorUI var p526 = 526.5
    @MirrorUI var p527 = "text 527"
    @MirrorUI var p528 = true
    @MirrorUI var p529 = 529
    @MirrorUI var p530 = 530.5
    @MirrorUI var p531 = "text 531"
    @MirrorUI var p532 = true
    @MirrorUI var p533 = 533
    @MirrorUI var p534 = 534.5
    @MirrorUI var p535 = "text 535"
    @MirrorUI var p536 = true
    @MirrorUI var p537 = 537
    @MirrorUI var p538 = 538.5
    @MirrorUI var p539 = "text 539"
    @MirrorUI var p540 = true
    @MirrorUI var p541 = 541
    @MirrorUI var p542 = 542.5
    @MirrorUI var p543 = "text 543"
    @MirrorUI var p544 = true
    @MirrorUI var p545 = 545
    @MirrorUI var p546 = 546.5
    @MirrorUI var p547 = "text 547"
    @MirrorUI var p548 = true
    @MirrorUI var p549 = 549
    @MirrorUI var p550 = 550.5
    @MirrorUI var p551 = "text 551"
    @MirrorUI var p552 = true
    @MirrorUI var p553 = 553
    @MirrorUI var p554 = 554.5
    @MirrorUI var p555 = "text 555"
    @MirrorUI var p556 = true
    @MirrorUI var p557 = 557
    @MirrorUI var p558 = 558.5
    @MirrorUI var p559 = "text 559"
    @MirrorUI var p560 = true
    @MirrorUI var p561 = 561
    @MirrorUI var p562 = 562.5
    @MirrorUI var p563 = "text 563"
    @MirrorUI var p564 = true
    @MirrorUI var p565 = 565
    @MirrorUI var p566 = 566.5
    @MirrorUI var p567 = "text 567"
    @MirrorUI var p568 = true
    @MirrorUI var p569 = 569
    @MirrorUI var p570 = 570.5
    @MirrorUI var p571 = "text 571"
    @MirrorUI var p572 = true
    @MirrorUI var p573 = 573
    @MirrorUI var p574 = 574.5
    @MirrorUI var p575 = "text 575"
    @MirrorUI var p576 = true
    @MirrorUI var p577 = 577
    @MirrorUI var p578 = 578.5
    @MirrorUI var p579 = "text 579"
    @MirrorUI var p580 = true
    @MirrorUI var p581 = 581
    @MirrorUI var p582 = 582.5
    @MirrorUI var p583 = "text 583"
    @MirrorUI var p584 = true
    @MirrorUI var p585 = 585
    @MirrorUI var p586 = 586.5
    @MirrorUI var p587 = "text 587"
    @MirrorUI var p588 = true
    @MirrorUI var p589 = 589
    @MirrorUI var p590 = 590.5
    @MirrorUI var p591 = "text 591"
    @MirrorUI var p592 = true
    @MirrorUI var p593 = 593
    @MirrorUI var p594 = 594.5
    @MirrorUI var p595 = "text 595"
    @MirrorUI var p596 = true
    @MirrorUI var p597 = 597
    @MirrorUI var p598 = 598.5
    @MirrorUI var p599 = "text 599"
    @MirrorUI var p600 = true
    @MirrorUI var p601 = 601
    @MirrorUI var p602 = 602.5
    @MirrorUI var p603 = "text 603"
    @MirrorUI var p604 = true
    @MirrorUI var p605 = 605
    @MirrorUI var p606 = 606.5
    @MirrorUI var p607 = "text 607"
    @MirrorUI var p608 = true
    @MirrorUI var p609 = 609
    @MirrorUI var p610 = 610.5
    @MirrorUI var p611 = "text 611"
    @MirrorUI var p612 = true
    @MirrorUI var p613 = 613
    @MirrorUI var p614 = 614.5
    @MirrorUI var p615 = "text 615"
    @MirrorUI var p616 = true
    @MirrorUI var p617 = 617
    @MirrorUI var p618 = 618.5
    @MirrorUI var p619 = "text 619"
    @MirrorUI var p620 = true
    @MirrorUI var p621 = 621
    @MirrorUI var p622 = 622.5
    @MirrorUI var p623 = "text 623"
    @MirrorUI var p624 = true
    @MirrorUI var p625 = 625
    @MirrorUI var p626 = 626.5
    @MirrorUI var p627 = "text 627"
    @MirrorUI var p628 = true
    @MirrorUI var p629 = 629
    @MirrorUI var p630 = 630.5
    @MirrorUI var p631 = "text 631"
    @MirrorUI var p632 = true
    @MirrorUI var p633 = 633
    @MirrorUI var p634 = 634.5
    @MirrorUI var p635 = "text 635"
    @MirrorUI var p636 = true
    @MirrorUI var p637 = 637
    @MirrorUI var p638 = 638.5
    @MirrorUI var p639 = "text 639"
    @MirrorUI var p640 = true
    @MirrorUI var p641 = 641
    @MirrorUI var p642 = 642.5
    @MirrorUI var p643 = "text 643"
    @MirrorUI var p644 = true
    @MirrorUI var p645 = 645
    @MirrorUI var p646 = 646.5
    @MirrorUI var p647 = "text 647"
    @MirrorUI var p648 = true
    @MirrorUI var p649 = 649
    @MirrorUI var p650 = 650.5
    @MirrorUI var p651 = "text 651"
    @MirrorUI var p652 = true
    @MirrorUI var p653 = 653
    @MirrorUI var p654 = 654.5
    @MirrorUI var p655 = "text 655"
    @MirrorUI var p656 = true
    @MirrorUI var p657 = 657
    @MirrorUI var p658 = 658.5
    @MirrorUI var p659 = "text 659"
    @MirrorUI var p660 = true
    @MirrorUI var p661 = 661
    @MirrorUI var p662 = 662.5
    @MirrorUI var p663 = "text 663"
    @MirrorUI var p664 = true
    @MirrorUI var p665 = 665
    @MirrorUI var p666 = 666.5
    @MirrorUI var p667 = "text 667"
    @MirrorUI var p668 = true
    @MirrorUI var p669 = 669
    @MirrorUI var p670 = 670.5
    @MirrorUI var p671 = "text 671"
    @MirrorUI var p672 = true
    @MirrorUI var p673 = 673
    @MirrorUI var p674 = 674.5
    @MirrorUI var p675 = "text 675"
    @MirrorUI var p676 = true
    @MirrorUI var p677 = 677
    @MirrorUI var p678 = 678.5
    @MirrorUI var p679 = "text 679"
    @MirrorUI var p680 = true
    @MirrorUI var p681 = 681
    @MirrorUI var p682 = 682.5
    @MirrorUI var p683 = "text 683"
    @MirrorUI var p684 = true
    @MirrorUI var p685 = 685
    @MirrorUI var p686 = 686.5
    @MirrorUI var p687 = "text 687"
    @MirrorUI var p688 = true
    @MirrorUI var p689 = 689
    @MirrorUI var p690 = 690.5
    @MirrorUI var p691 = "text 691"
    @MirrorUI var p692 = true
    @MirrorUI var p693 = 693
    @MirrorUI var p694 = 694.5
    @MirrorUI var p695 = "text 695"
    @MirrorUI var p696 = true
    @MirrorUI var p697 = 697
    @MirrorUI var p698 = 698.5
    @MirrorUI var p699 = "text 699"
    @MirrorUI var p700 = true
    @MirrorUI var p701 = 701
    @MirrorUI var p702 = 702.5
    @MirrorUI var p703 = "text 703"
    @MirrorUI var p704 = true
    @MirrorUI var p705 = 705
    @MirrorUI var p706 = 706.5
    @MirrorUI var p707 = "text 707"
    @MirrorUI var p708 = true
    @MirrorUI var p709 = 709
    @MirrorUI var p710 = 710.5
    @MirrorUI var p711 = "text 711"
    @MirrorUI var p712 = true
    @MirrorUI var p713 = 713
    @MirrorUI var p714 = 714.5
    @MirrorUI var p715 = "text 715"
    @MirrorUI var p716 = true
    @MirrorUI var p717 = 717
    @MirrorUI var p718 = 718.5
    @MirrorUI var p719 = "text 719"
    @MirrorUI var p720 = true
    @MirrorUI var p721 = 721
    @MirrorUI var p722 = 722.5
    @MirrorUI var p723 = "text 723"
    @MirrorUI var p724 = true
    @MirrorUI var p725 = 725
    @MirrorUI var p726 = 726.5
    @MirrorUI var p727 = "text 727"
    @MirrorUI var p728 = true
    @MirrorUI var p729 = 729
    @MirrorUI var p730 = 730.5
    @MirrorUI var p731 = "text 731"
    @MirrorUI var p732 = true
    @MirrorUI var p733 = 733
    @MirrorUI var p734 = 734.5
    @MirrorUI var p735 = "text 735"
    @MirrorUI var p736 = true
    @MirrorUI var p737 = 737
    @MirrorUI var p738 = 738.5
    @MirrorUI var p739 = "text 739"
    @MirrorUI var p740 = true
    @MirrorUI var p741 = 741
    @MirrorUI var p742 = 742.5
    @MirrorUI var p743 = "text 743"
    @MirrorUI var p744 = true
    @MirrorUI var p745 = 745
    @MirrorUI var p746 = 746.5
    @MirrorUI var p747 = "text 747"
    @MirrorUI var p748 = true
    @MirrorUI var p749 = 749
    @MirrorUI var p750 = 750.5
    @MirrorUI var p751 = "text 751"
    @MirrorUI var p752 = true
    @MirrorUI var p753 = 753
    @MirrorUI var p754 = 754.5
    @MirrorUI var p755 = "text 755"
    @MirrorUI var p756 = true
    @MirrorUI var p757 = 757
    @MirrorUI var p758 = 758.5
    @MirrorUI var p759 = "text 759"
    @MirrorUI var p760 = true
    @MirrorUI var p761 = 761
    @MirrorUI var p762 = 762.5
    @MirrorUI var p763 = "text 763"
    @MirrorUI var p764 = true
    @MirrorUI var p765 = 765
    @MirrorUI var p766 = 766.5
    @MirrorUI var p767 = "text 767"
    @MirrorUI var p768 = true
    @MirrorUI var p769 = 769
    @MirrorUI var p770 = 770.5
    @MirrorUI var p771 = "text 771"
    @MirrorUI var p772 = true
    @MirrorUI var p773 = 773
    @MirrorUI var p774 = 774.5
    @MirrorUI var p775 = "text 775"
    @MirrorUI var p776 = true
    @MirrorUI var p777 = 777
    @MirrorUI var p778 = 778.5
    @MirrorUI var p779 = "text 779"
    @MirrorUI var p780 = true
    @MirrorUI var p781 = 781
    @MirrorUI var p782 = 782.5
    @MirrorUI var p783 = "text 783"
    @MirrorUI var p784 = true
    @MirrorUI var p785 = 785
    @MirrorUI var p786 = 786.5
    @MirrorUI var p787 = "text 787"
    @MirrorUI var p788 = true
    @MirrorUI var p789 = 789
    @MirrorUI var p790 = 790.5
    @MirrorUI var p791 = "text 791"
    @MirrorUI var p792 = true
    @MirrorUI var p793 = 793
    @MirrorUI var p794 = 794.5
    @MirrorUI var p795 = "text 795"
    @MirrorUI var p796 = true
    @MirrorUI var p797 = 797
    @MirrorUI var p798 = 798.5
    @MirrorUI var p799 = "text 799"
    @MirrorUI var p800 = true
    @MirrorUI var p801 = 801
    @MirrorUI var p802 = 802.5
    @MirrorUI var p803 = "text 803"
    @MirrorUI var p804 = true
    @MirrorUI var p805 = 805
    @MirrorUI var p806 = 806.5
    @MirrorUI var p807 = "text 807"
    @MirrorUI var p808 = true
    @MirrorUI var p809 = 809
    @MirrorUI var p810 = 810.5
    @MirrorUI var p811 = "text 811"
    @MirrorUI var p812 = true
    @MirrorUI var p813 = 813
    @MirrorUI var p814 = 814.5
    @MirrorUI var p815 = "text 815"
    @MirrorUI var p816 = true
    @MirrorUI var p817 = 817
    @MirrorUI var p818 = 818.5
    @MirrorUI var p819 = "text 819"
    @MirrorUI var p820 = true
    @MirrorUI var p821 = 821
    @MirrorUI var p822 = 822.5
    @MirrorUI var p823 = "text 823"
    @MirrorUI var p824 = true
    @MirrorUI var p825 = 825
    @MirrorUI var p826 = 826.5
    @MirrorUI var p827 = "text 827"
    @MirrorUI var p828 = true
    @MirrorUI var p829 = 829
    @MirrorUI var p830 = 830.5
    @MirrorUI var p831 = "text 831"
    @MirrorUI var p832 = true
    @MirrorUI var p833 = 833
    @MirrorUI var p834 = 834.5
    @MirrorUI var p835 = "text 835"
    @MirrorUI var p836 = true
    @MirrorUI var p837 = 837
    @MirrorUI var p838 = 838.5
    @MirrorUI var p839 = "text 839"
    @MirrorUI var p840 = true
    @MirrorUI var p841 = 841
    @MirrorUI var p842 = 842.5
    @MirrorUI var p843 = "text 843"
    @MirrorUI var p844 = true
    @MirrorUI var p845 = 845
    @MirrorUI var p846 = 846.5
    @MirrorUI var p847 = "text 847"
    @MirrorUI var p848 = true
    @MirrorUI var p849 = 849
    @MirrorUI var p850 = 850.5
    @MirrorUI var p851 = "text 851"
    @MirrorUI var p852 = true
    @MirrorUI var p853 = 853
    @MirrorUI var p854 = 854.5
    @MirrorUI var p855 = "text 855"
    @MirrorUI var p856 = true
    @MirrorUI var p857 = 857
    @MirrorUI var p858 = 858.5
    @MirrorUI var p859 = "text 859"
    @MirrorUI var p860 = true
    @MirrorUI var p861 = 861
    @MirrorUI var p862 = 862.5
    @MirrorUI var p863 = "text 863"
    @MirrorUI var p864 = true
    @MirrorUI var p865 = 865
    @MirrorUI var p866 = 866.5
    @MirrorUI var p867 = "text 867"
    @MirrorUI var p868 = true
    @MirrorUI var p869 = 869
    @MirrorUI var p870 = 870.5
    @MirrorUI var p871 = "text 871"
    @MirrorUI var p872 = true
    @MirrorUI var p873 = 873
    @MirrorUI var p874 = 874.5
    @MirrorUI var p875 = "text 875"
    @MirrorUI var p876 = true
    @MirrorUI var p877 = 877
    @MirrorUI var p878 = 878.5
    @MirrorUI var p879 = "text 879"
    @MirrorUI var p880 = true
    @MirrorUI var p881 = 881
    @MirrorUI var p882 = 882.5
    @MirrorUI var p883 = "text 883"
    @MirrorUI var p884 = true
    @MirrorUI var p885 = 885
    @MirrorUI var p886 = 886.5
    @MirrorUI var p887 = "text 887"
    @MirrorUI var p888 = true
    @MirrorUI var p889 = 889
    @MirrorUI var p890 = 890.5
    @MirrorUI var p891 = "text 891"
    @MirrorUI var p892 = true
    @MirrorUI var p893 = 893
    @MirrorUI var p894 = 894.5
    @MirrorUI var p895 = "text 895"
    @MirrorUI var p896 = true
    @MirrorUI var p897 = 897
    @MirrorUI var p898 = 898.5
    @MirrorUI var p899 = "text 899"
    @MirrorUI var p900 = true
    @MirrorUI var p901 = 901
    @MirrorUI var p902 = 902.5
    @MirrorUI var p903 = "text 903"
    @MirrorUI var p904 = true
    @MirrorUI var p905 = 905
    @MirrorUI var p906 = 906.5
    @MirrorUI var p907 = "text 907"
    @MirrorUI var p908 = true
    @MirrorUI var p909 = 909
    @MirrorUI var p910 = 910.5
    @MirrorUI var p911 = "text 911"
    @MirrorUI var p912 = true
    @MirrorUI var p913 = 913
    @MirrorUI var p914 = 914.5
    @MirrorUI var p915 = "text 915"
    @MirrorUI var p916 = true
    @MirrorUI var p917 = 917
    @MirrorUI var p918 = 918.5
    @MirrorUI var p919 = "text 919"
    @MirrorUI var p920 = true
    @MirrorUI var p921 = 921
    @MirrorUI var p922 = 922.5
    @MirrorUI var p923 = "text 923"
    @MirrorUI var p924 = true
    @MirrorUI var p925 = 925
    @MirrorUI var p926 = 926.5
    @MirrorUI var p927 = "text 927"
    @MirrorUI var p928 = true
    @MirrorUI var p929 = 929
    @MirrorUI var p930 = 930.5
    @MirrorUI var p931 = "text 931"
    @MirrorUI var p932 = true
    @MirrorUI var p933 = 933
    @MirrorUI var p934 = 934.5
    @MirrorUI var p935 = "text 935"
    @MirrorUI var p936 = true
    @MirrorUI var p937 = 937
    @MirrorUI var p938 = 938.5
    @MirrorUI var p939 = "text 939"
    @MirrorUI var p940 = true
    @MirrorUI var p941 = 941
    @MirrorUI var p942 = 942.5
    @MirrorUI var p943 = "text 943"
    @MirrorUI var p944 = true
    @MirrorUI var p945 = 945
    @MirrorUI var p946 = 946.5
    @MirrorUI var p947 = "text 947"
    @MirrorUI var p948 = true
    @MirrorUI var p949 = 949
    @MirrorUI var p950 = 950.5
    @MirrorUI var p951 = "text 951"
    @MirrorUI var p952 = true
    @MirrorUI var p953 = 953
    @MirrorUI var p954 = 954.5
    @MirrorUI var p955 = "text 955"
    @MirrorUI var p956 = true
    @MirrorUI var p957 = 957
    @MirrorUI var p958 = 958.5
    @MirrorUI var p959 = "text 959"
    @MirrorUI var p960 = true
    @MirrorUI var p961 = 961
    @MirrorUI var p962 = 962.5
    @MirrorUI var p963 = "text 963"
    @MirrorUI var p964 = true
    @MirrorUI var p965 = 965
    @MirrorUI var p966 = 966.5
    @MirrorUI var p967 = "text 967"
    @MirrorUI var p968 = true
    @MirrorUI var p969 = 969
    @MirrorUI var p970 = 970.5
    @MirrorUI var p971 = "text 971"
    @MirrorUI var p972 = true
    @MirrorUI var p973 = 973
    @MirrorUI var p974 = 974.5
    @MirrorUI var p975 = "text 975"
    @MirrorUI var p976 = true
    @MirrorUI var p977 = 977
    @MirrorUI var p978 = 978.5
    @MirrorUI var p979 = "text 979"
    @MirrorUI var p980 = true
    @MirrorUI var p981 = 981
    @MirrorUI var p982 = 982.5
    @MirrorUI var p983 = "text 983"
    @MirrorUI var p984 = true
    @MirrorUI var p985 = 985
    @MirrorUI var p986 = 986.5
    @MirrorUI var p987 = "text 987"
    @MirrorUI var p988 = true
    @MirrorUI var p989 = 989
    @MirrorUI var p990 = 990.5
    @MirrorUI var p991 = "text 991"
    @MirrorUI var p992 = true
    @MirrorUI var p993 = 993
    @MirrorUI var p994 = 994.5
    @MirrorUI var p995 = "text 995"
    @MirrorUI var p996 = true
    @MirrorUI var p997 = 997
    @MirrorUI var p998 = 998.5
    @MirrorUI var p999 = "text 999"

    init() {
        $p1.min = 0; $p1.max = 10_000
        $p5.min = 0; $p5.max = 10_000
        $p9.min = 0; $p9.max = 10_000
        $p13.min = 0; $p13.max = 10_000
        $p17.min = 0; $p17.max = 10_000
        $p21.min = 0; $p21.max = 10_000
        $p25.min = 0; $p25.max = 10_000
        $p29.min = 0; $p29.max = 10_000
        $p33.min = 0; $p33.max = 10_000
        $p37.min = 0; $p37.max = 10_000
        $p41.min = 0; $p41.max = 10_000
        $p45.min = 0; $p45.max = 10_000
        $p49.min = 0; $p49.max = 10_000
        $p53.min = 0; $p53.max = 10_000
        $p57.min = 0; $p57.max = 10_000
        $p61.min = 0; $p61.max = 10_000
        $p65.min = 0; $p65.max = 10_000
        $p69.min = 0; $p69.max = 10_000
        $p73.min = 0; $p73.max = 10_000
        $p77.min = 0; $p77.max = 10_000
        $p81.min = 0; $p81.max = 10_000
        $p85.min = 0; $p85.max = 10_000
        $p89.min = 0; $p89.max = 10_000
        $p93.min = 0; $p93.max = 10_000
        $p97.min = 0; $p97.max = 10_000
        $p101.min = 0; $p101.max = 10_000
        $p105.min = 0; $p105.max = 10_000
        $p109.min = 0; $p109.max = 10_000
        $p113.min = 0; $p113.max = 10_000
        $p117.min = 0; $p117.max = 10_000
        $p121.min = 0; $p121.max = 10_000
        $p125.min = 0; $p125.max = 10_000
        $p129.min = 0; $p129.max = 10_000
        $p133.min = 0; $p133.max = 10_000
        $p137.min = 0; $p137.max = 10_000
        $p141.min = 0; $p141.max = 10_000
        $p145.min = 0; $p145.max = 10_000
        $p149.min = 0; $p149.max = 10_000
        $p153.min = 0; $p153.max = 10_000
        $p157.min = 0; $p157.max = 10_000
        $p161.min = 0; $p161.max = 10_000
        $p165.min = 0; $p165.max = 10_000
        $p169.min = 0; $p169.max = 10_000
        $p173.min = 0; $p173.max = 10_000
        $p177.min = 0; $p177.max = 10_000
        $p181.min = 0; $p181.max = 10_000
        $p185.min = 0; $p185.max = 10_000
        $p189.min = 0; $p189.max = 10_000
        $p193.min = 0; $p193.max = 10_000
        $p197.min = 0; $p197.max = 10_000
        $p201.min = 0; $p201.max = 10_000
        $p205.min = 0; $p205.max = 10_000
        $p209.min = 0; $p209.max = 10_000
        $p213.min = 0; $p213.max = 10_000
        $p217.min = 0; $p217.max = 10_000
        $p221.min = 0; $p221.max = 10_000
        $p225.min = 0; $p225.max = 10_000
        $p229.min = 0; $p229.max = 10_000
        $p233.min = 0; $p233.max = 10_000
        $p237.min = 0; $p237.max = 10_000
        $p241.min = 0; $p241.max = 10_000
        $p245.min = 0; $p245.max = 10_000
        $p249.min = 0; $p249.max = 10_000
        $p253.min = 0; $p253.max = 10_000
        $p257.min = 0; $p257.max = 10_000
        $p261.min = 0; $p261.max = 10_000
        $p265.min = 0; $p265.max = 10_000
        $p269.min = 0; $p269.max = 10_000
        $p273.min = 0; $p273.max = 10_000
        $p277.min = 0; $p277.max = 10_000
        $p281.min = 0; $p281.max = 10_000
        $p285.min = 0; $p285.max = 10_000
        $p289.min = 0; $p289.max = 10_000
        $p293.min = 0; $p293.max = 10_000
        $p297.min = 0; $p297.max = 10_000
        $p301.min = 0; $p301.max = 10_000
        $p305.min = 0; $p305.max = 10_000
        $p309.min = 0; $p309.max = 10_000
        $p313.min = 0; $p313.max = 10_000
        $p317.min = 0; $p317.max = 10_000
        $p321.min = 0; $p321.max = 10_000
        $p325.min = 0; $p325.max = 10_000
        $p329.min = 0; $p329.max = 10_000
        $p333.min = 0; $p333.max = 10_000
        $p337.min = 0; $p337.max = 10_000
        $p341.min = 0; $p341.max = 10_000
        $p345.min = 0; $p345.max = 10_000
        $p349.min = 0; $p349.max = 10_000
        $p353.min = 0; $p353.max = 10_000
        $p357.min = 0; $p357.max = 10_000
        $p361.min = 0; $p361.max = 10_000
        $p365.min = 0; $p365.max = 10_000
        $p369.min = 0; $p369.max = 10_000
        $p373.min = 0; $p373.max = 10_000
        $p377.min = 0; $p377.max = 10_000
        $p381.min = 0; $p381.max = 10_000
        $p385.min = 0; $p385.max = 10_000
        $p389.min = 0; $p389.max = 10_000
        $p393.min = 0; $p393.max = 10_000
        $p397.min = 0; $p397.max = 10_000
        $p401.min = 0; $p401.max = 10_000
        $p405.min = 0; $p405.max = 10_000
        $p409.min = 0; $p409.max = 10_000
        $p413.min = 0; $p413.max = 10_000
        $p417.min = 0; $p417.max = 10_000
        $p421.min = 0; $p421.max = 10_000
        $p425.min = 0; $p425.max = 10_000
        $p429.min = 0; $p429.max = 10_000
        $p433.min = 0; $p433.max = 10_000
        $p437.min = 0; $p437.max = 10_000
        $p441.min = 0; $p441.max = 10_000
        $p445.min = 0; $p445.max = 10_000
        $p449.min = 0; $p449.max = 10_000
        $p453.min = 0; $p453.max = 10_000
        $p457.min = 0; $p457.max = 10_000
        $p461.min = 0; $p461.max = 10_000
        $p465.min = 0; $p465.max = 10_000
        $p469.min = 0; $p469.max = 10_000
        $p473.min = 0; $p473.max = 10_000
        $p477.min = 0; $p477.max = 10_000
        $p481.min = 0; $p481.max = 10_000
        $p485.min = 0; $p485.max = 10_000
        $p489.min = 0; $p489.max = 10_000
        $p493.min = 0; $p493.max = 10_000
        $p497.min = 0; $p497.max = 10_000
        $p501.min = 0; $p501.max = 10_000
        $p505.min = 0; $p505.max = 10_000
        $p509.min = 0; $p509.max = 10_000
        $p513.min = 0; $p513.max = 10_000
        $p517.min = 0; $p517.max = 10_000
        $p521.min = 0; $p521.max = 10_000
        $p525.min = 0; $p525.max = 10_000
        $p529.min = 0; $p529.max = 10_000
        $p533.min = 0; $p533.max = 10_000
        $p537.min = 0; $p537.max = 10_000
        $p541.min = 0; $p541.max = 10_000
        $p545.min = 0; $p545.max = 10_000
        $p549.min = 0; $p549.max = 10_000
        $p553.min = 0; $p553.max = 10_000
        $p557.min = 0; $p557.max = 10_000
        $p561.min = 0; $p561.max = 10_000
        $p565.min = 0; $p565.max = 10_000
        $p569.min = 0; $p569.max = 10_000
        $p573.min = 0; $p573.max = 10_000
        $p577.min = 0; $p577.max = 10_000
        $p581.min = 0; $p581.max = 10_000
        $p585.min = 0; $p585.max = 10_000
        $p589.min = 0; $p589.max = 10_000
        $p593.min = 0; $p593.max = 10_000
        $p597.min = 0; $p597.max = 10_000
        $p601.min = 0; $p601.max = 10_000
        $p605.min = 0; $p605.max = 10_000
        $p609.min = 0; $p609.max = 10_000
        $p613.min = 0; $p613.max = 10_000
        $p617.min = 0; $p617.max = 10_000
        $p621.min = 0; $p621.max = 10_000
        $p625.min = 0; $p625.max = 10_000
        $p629.min = 0; $p629.max = 10_000
        $p633.min = 0; $p633.max = 10_000
        $p637.min = 0; $p637.max = 10_000
        $p641.min = 0; $p641.max = 10_000
        $p645.min = 0; $p645.max = 10_000
        $p649.min = 0; $p649.max = 10_000
        $p653.min = 0; $p653.max = 10_000
        $p657.min = 0; $p657.max = 10_000
        $p661.min = 0; $p661.max = 10_000
        $p665.min = 0; $p665.max = 10_000
        $p669.min = 0; $p669.max = 10_000
        $p673.min = 0; $p673.max = 10_000
        $p677.min = 0; $p677.max = 10_000
        $p681.min = 0; $p681.max = 10_000
        $p685.min = 0; $p685.max = 10_000
        $p689.min = 0; $p689.max = 10_000
        $p693.min = 0; $p693.max = 10_000
        $p697.min = 0; $p697.max = 10_000
        $p701.min = 0; $p701.max = 10_000
        $p705.min = 0; $p705.max = 10_000
        $p709.min = 0; $p709.max = 10_000
        $p713.min = 0; $p713.max = 10_000
        $p717.min = 0; $p717.max = 10_000
        $p721.min = 0; $p721.max = 10_000
        $p725.min = 0; $p725.max = 10_000
        $p729.min = 0; $p729.max = 10_000
        $p733.min = 0; $p733.max = 10_000
        $p737.min = 0; $p737.max = 10_000
        $p741.min = 0; $p741.max = 10_000
        $p745.min = 0; $p745.max = 10_000
        $p749.min = 0; $p749.max = 10_000
        $p753.min = 0; $p753.max = 10_000
        $p757.min = 0; $p757.max = 10_000
        $p761.min = 0; $p761.max = 10_000
        $p765.min = 0; $p765.max = 10_000
        $p769.min = 0; $p769.max = 10_000
        $p773.min = 0; $p773.max = 10_000
        $p777.min = 0; $p777.max = 10_000
        $p781.min = 0; $p781.max = 10_000
        $p785.min = 0; $p785.max = 10_000
        $p789.min = 0; $p789.max = 10_000
        $p793.min = 0; $p793.max = 10_000
        $p797.min = 0; $p797.max = 10_000
        $p801.min = 0; $p801.max = 10_000
        $p805.min = 0; $p805.max = 10_000
        $p809.min = 0; $p809.max = 10_000
        $p813.min = 0; $p813.max = 10_000
        $p817.min = 0; $p817.max = 10_000
        $p821.min = 0; $p821.max = 10_000
        $p825.min = 0; $p825.max = 10_000
        $p829.min = 0; $p829.max = 10_000
        $p833.min = 0; $p833.max = 10_000
        $p837.min = 0; $p837.max = 10_000
        $p841.min = 0; $p841.max = 10_000
        $p845.min = 0; $p845.max = 10_000
        $p849.min = 0; $p849.max = 10_000
        $p853.min = 0; $p853.max = 10_000
        $p857.min = 0; $p857.max = 10_000
        $p861.min = 0; $p861.max = 10_000
        $p865.min = 0; $p865.max = 10_000
        $p869.min = 0; $p869.max = 10_000
        $p873.min = 0; $p873.max = 10_000
        $p877.min = 0; $p877.max = 10_000
        $p881.min = 0; $p881.max = 10_000
        $p885.min = 0; $p885.max = 10_000
        $p889.min = 0; $p889.max = 10_000
        $p893.min = 0; $p893.max = 10_000
        $p897.min = 0; $p897.max = 10_000
        $p901.min = 0; $p901.max = 10_000
        $p905.min = 0; $p905.max = 10_000
        $p909.min = 0; $p909.max = 10_000
        $p913.min = 0; $p913.max = 10_000
        $p917.min = 0; $p917.max = 10_000
        $p921.min = 0; $p921.max = 10_000
        $p925.min = 0; $p925.max = 10_000
        $p929.min = 0; $p929.max = 10_000
        $p933.min = 0; $p933.max = 10_000
        $p937.min = 0; $p937.max = 10_000
        $p941.min = 0; $p941.max = 10_000
        $p945.min = 0; $p945.max = 10_000
        $p949.min = 0; $p949.max = 10_000
        $p953.min = 0; $p953.max = 10_000
        $p957.min = 0; $p957.max = 10_000
        $p961.min = 0; $p961.max = 10_000
        $p965.min = 0; $p965.max = 10_000
        $p969.min = 0; $p969.max = 10_000
        $p973.min = 0; $p973.max = 10_000
        $p977.min = 0; $p977.max = 10_000
        $p981.min = 0; $p981.max = 10_000
        $p985.min = 0; $p985.max = 10_000
        $p989.min = 0; $p989.max = 10_000
        $p993.min = 0; $p993.max = 10_000
        $p997.min = 0; $p997.max = 10_000
    }
}

/// The same controls as the editor of ``WideMirror`` shows, written by hand, in a Form: each row a
/// custom view of its own (as a SwiftUI form of many controls is written), whose control reads
/// and writes the object's property through a binding, so that an edit takes the same path as
/// in the editor (a write to the property's box, then a frame).
struct HandWrittenWideForm: View {
    let object: WideMirror

    var body: some View {
        let rows = Self.rows(object)
        return Form { Section { ForEach(0..<rows.count) { rows[$0] } } }
    }

    static func rows(_ o: WideMirror) -> [HandRow] {
        var rows: [HandRow] = []
        rows.reserveCapacity(1_000)
        rows.append(HandRow { AnyView(Toggle("P 0", isOn: Binding(get: { o.p0 }, set: { o.p0 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p1 }, set: { o.p1 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 1") }) })
        rows.append(HandRow { AnyView(TextField("P 2", text: Binding(get: { "\(o.p2)" }, set: { o.p2 = Double($0) ?? o.p2 }))) })
        rows.append(HandRow { AnyView(TextField("P 3", text: Binding(get: { o.p3 }, set: { o.p3 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 4", isOn: Binding(get: { o.p4 }, set: { o.p4 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p5 }, set: { o.p5 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 5") }) })
        rows.append(HandRow { AnyView(TextField("P 6", text: Binding(get: { "\(o.p6)" }, set: { o.p6 = Double($0) ?? o.p6 }))) })
        rows.append(HandRow { AnyView(TextField("P 7", text: Binding(get: { o.p7 }, set: { o.p7 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 8", isOn: Binding(get: { o.p8 }, set: { o.p8 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p9 }, set: { o.p9 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 9") }) })
        rows.append(HandRow { AnyView(TextField("P 10", text: Binding(get: { "\(o.p10)" }, set: { o.p10 = Double($0) ?? o.p10 }))) })
        rows.append(HandRow { AnyView(TextField("P 11", text: Binding(get: { o.p11 }, set: { o.p11 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 12", isOn: Binding(get: { o.p12 }, set: { o.p12 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p13 }, set: { o.p13 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 13") }) })
        rows.append(HandRow { AnyView(TextField("P 14", text: Binding(get: { "\(o.p14)" }, set: { o.p14 = Double($0) ?? o.p14 }))) })
        rows.append(HandRow { AnyView(TextField("P 15", text: Binding(get: { o.p15 }, set: { o.p15 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 16", isOn: Binding(get: { o.p16 }, set: { o.p16 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p17 }, set: { o.p17 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 17") }) })
        rows.append(HandRow { AnyView(TextField("P 18", text: Binding(get: { "\(o.p18)" }, set: { o.p18 = Double($0) ?? o.p18 }))) })
        rows.append(HandRow { AnyView(TextField("P 19", text: Binding(get: { o.p19 }, set: { o.p19 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 20", isOn: Binding(get: { o.p20 }, set: { o.p20 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p21 }, set: { o.p21 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 21") }) })
        rows.append(HandRow { AnyView(TextField("P 22", text: Binding(get: { "\(o.p22)" }, set: { o.p22 = Double($0) ?? o.p22 }))) })
        rows.append(HandRow { AnyView(TextField("P 23", text: Binding(get: { o.p23 }, set: { o.p23 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 24", isOn: Binding(get: { o.p24 }, set: { o.p24 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p25 }, set: { o.p25 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 25") }) })
        rows.append(HandRow { AnyView(TextField("P 26", text: Binding(get: { "\(o.p26)" }, set: { o.p26 = Double($0) ?? o.p26 }))) })
        rows.append(HandRow { AnyView(TextField("P 27", text: Binding(get: { o.p27 }, set: { o.p27 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 28", isOn: Binding(get: { o.p28 }, set: { o.p28 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p29 }, set: { o.p29 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 29") }) })
        rows.append(HandRow { AnyView(TextField("P 30", text: Binding(get: { "\(o.p30)" }, set: { o.p30 = Double($0) ?? o.p30 }))) })
        rows.append(HandRow { AnyView(TextField("P 31", text: Binding(get: { o.p31 }, set: { o.p31 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 32", isOn: Binding(get: { o.p32 }, set: { o.p32 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p33 }, set: { o.p33 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 33") }) })
        rows.append(HandRow { AnyView(TextField("P 34", text: Binding(get: { "\(o.p34)" }, set: { o.p34 = Double($0) ?? o.p34 }))) })
        rows.append(HandRow { AnyView(TextField("P 35", text: Binding(get: { o.p35 }, set: { o.p35 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 36", isOn: Binding(get: { o.p36 }, set: { o.p36 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p37 }, set: { o.p37 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 37") }) })
        rows.append(HandRow { AnyView(TextField("P 38", text: Binding(get: { "\(o.p38)" }, set: { o.p38 = Double($0) ?? o.p38 }))) })
        rows.append(HandRow { AnyView(TextField("P 39", text: Binding(get: { o.p39 }, set: { o.p39 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 40", isOn: Binding(get: { o.p40 }, set: { o.p40 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p41 }, set: { o.p41 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 41") }) })
        rows.append(HandRow { AnyView(TextField("P 42", text: Binding(get: { "\(o.p42)" }, set: { o.p42 = Double($0) ?? o.p42 }))) })
        rows.append(HandRow { AnyView(TextField("P 43", text: Binding(get: { o.p43 }, set: { o.p43 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 44", isOn: Binding(get: { o.p44 }, set: { o.p44 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p45 }, set: { o.p45 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 45") }) })
        rows.append(HandRow { AnyView(TextField("P 46", text: Binding(get: { "\(o.p46)" }, set: { o.p46 = Double($0) ?? o.p46 }))) })
        rows.append(HandRow { AnyView(TextField("P 47", text: Binding(get: { o.p47 }, set: { o.p47 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 48", isOn: Binding(get: { o.p48 }, set: { o.p48 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p49 }, set: { o.p49 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 49") }) })
        rows.append(HandRow { AnyView(TextField("P 50", text: Binding(get: { "\(o.p50)" }, set: { o.p50 = Double($0) ?? o.p50 }))) })
        rows.append(HandRow { AnyView(TextField("P 51", text: Binding(get: { o.p51 }, set: { o.p51 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 52", isOn: Binding(get: { o.p52 }, set: { o.p52 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p53 }, set: { o.p53 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 53") }) })
        rows.append(HandRow { AnyView(TextField("P 54", text: Binding(get: { "\(o.p54)" }, set: { o.p54 = Double($0) ?? o.p54 }))) })
        rows.append(HandRow { AnyView(TextField("P 55", text: Binding(get: { o.p55 }, set: { o.p55 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 56", isOn: Binding(get: { o.p56 }, set: { o.p56 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p57 }, set: { o.p57 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 57") }) })
        rows.append(HandRow { AnyView(TextField("P 58", text: Binding(get: { "\(o.p58)" }, set: { o.p58 = Double($0) ?? o.p58 }))) })
        rows.append(HandRow { AnyView(TextField("P 59", text: Binding(get: { o.p59 }, set: { o.p59 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 60", isOn: Binding(get: { o.p60 }, set: { o.p60 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p61 }, set: { o.p61 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 61") }) })
        rows.append(HandRow { AnyView(TextField("P 62", text: Binding(get: { "\(o.p62)" }, set: { o.p62 = Double($0) ?? o.p62 }))) })
        rows.append(HandRow { AnyView(TextField("P 63", text: Binding(get: { o.p63 }, set: { o.p63 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 64", isOn: Binding(get: { o.p64 }, set: { o.p64 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p65 }, set: { o.p65 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 65") }) })
        rows.append(HandRow { AnyView(TextField("P 66", text: Binding(get: { "\(o.p66)" }, set: { o.p66 = Double($0) ?? o.p66 }))) })
        rows.append(HandRow { AnyView(TextField("P 67", text: Binding(get: { o.p67 }, set: { o.p67 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 68", isOn: Binding(get: { o.p68 }, set: { o.p68 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p69 }, set: { o.p69 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 69") }) })
        rows.append(HandRow { AnyView(TextField("P 70", text: Binding(get: { "\(o.p70)" }, set: { o.p70 = Double($0) ?? o.p70 }))) })
        rows.append(HandRow { AnyView(TextField("P 71", text: Binding(get: { o.p71 }, set: { o.p71 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 72", isOn: Binding(get: { o.p72 }, set: { o.p72 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p73 }, set: { o.p73 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 73") }) })
        rows.append(HandRow { AnyView(TextField("P 74", text: Binding(get: { "\(o.p74)" }, set: { o.p74 = Double($0) ?? o.p74 }))) })
        rows.append(HandRow { AnyView(TextField("P 75", text: Binding(get: { o.p75 }, set: { o.p75 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 76", isOn: Binding(get: { o.p76 }, set: { o.p76 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p77 }, set: { o.p77 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 77") }) })
        rows.append(HandRow { AnyView(TextField("P 78", text: Binding(get: { "\(o.p78)" }, set: { o.p78 = Double($0) ?? o.p78 }))) })
        rows.append(HandRow { AnyView(TextField("P 79", text: Binding(get: { o.p79 }, set: { o.p79 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 80", isOn: Binding(get: { o.p80 }, set: { o.p80 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p81 }, set: { o.p81 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 81") }) })
        rows.append(HandRow { AnyView(TextField("P 82", text: Binding(get: { "\(o.p82)" }, set: { o.p82 = Double($0) ?? o.p82 }))) })
        rows.append(HandRow { AnyView(TextField("P 83", text: Binding(get: { o.p83 }, set: { o.p83 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 84", isOn: Binding(get: { o.p84 }, set: { o.p84 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p85 }, set: { o.p85 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 85") }) })
        rows.append(HandRow { AnyView(TextField("P 86", text: Binding(get: { "\(o.p86)" }, set: { o.p86 = Double($0) ?? o.p86 }))) })
        rows.append(HandRow { AnyView(TextField("P 87", text: Binding(get: { o.p87 }, set: { o.p87 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 88", isOn: Binding(get: { o.p88 }, set: { o.p88 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p89 }, set: { o.p89 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 89") }) })
        rows.append(HandRow { AnyView(TextField("P 90", text: Binding(get: { "\(o.p90)" }, set: { o.p90 = Double($0) ?? o.p90 }))) })
        rows.append(HandRow { AnyView(TextField("P 91", text: Binding(get: { o.p91 }, set: { o.p91 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 92", isOn: Binding(get: { o.p92 }, set: { o.p92 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p93 }, set: { o.p93 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 93") }) })
        rows.append(HandRow { AnyView(TextField("P 94", text: Binding(get: { "\(o.p94)" }, set: { o.p94 = Double($0) ?? o.p94 }))) })
        rows.append(HandRow { AnyView(TextField("P 95", text: Binding(get: { o.p95 }, set: { o.p95 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 96", isOn: Binding(get: { o.p96 }, set: { o.p96 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p97 }, set: { o.p97 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 97") }) })
        rows.append(HandRow { AnyView(TextField("P 98", text: Binding(get: { "\(o.p98)" }, set: { o.p98 = Double($0) ?? o.p98 }))) })
        rows.append(HandRow { AnyView(TextField("P 99", text: Binding(get: { o.p99 }, set: { o.p99 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 100", isOn: Binding(get: { o.p100 }, set: { o.p100 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p101 }, set: { o.p101 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 101") }) })
        rows.append(HandRow { AnyView(TextField("P 102", text: Binding(get: { "\(o.p102)" }, set: { o.p102 = Double($0) ?? o.p102 }))) })
        rows.append(HandRow { AnyView(TextField("P 103", text: Binding(get: { o.p103 }, set: { o.p103 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 104", isOn: Binding(get: { o.p104 }, set: { o.p104 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p105 }, set: { o.p105 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 105") }) })
        rows.append(HandRow { AnyView(TextField("P 106", text: Binding(get: { "\(o.p106)" }, set: { o.p106 = Double($0) ?? o.p106 }))) })
        rows.append(HandRow { AnyView(TextField("P 107", text: Binding(get: { o.p107 }, set: { o.p107 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 108", isOn: Binding(get: { o.p108 }, set: { o.p108 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p109 }, set: { o.p109 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 109") }) })
        rows.append(HandRow { AnyView(TextField("P 110", text: Binding(get: { "\(o.p110)" }, set: { o.p110 = Double($0) ?? o.p110 }))) })
        rows.append(HandRow { AnyView(TextField("P 111", text: Binding(get: { o.p111 }, set: { o.p111 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 112", isOn: Binding(get: { o.p112 }, set: { o.p112 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p113 }, set: { o.p113 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 113") }) })
        rows.append(HandRow { AnyView(TextField("P 114", text: Binding(get: { "\(o.p114)" }, set: { o.p114 = Double($0) ?? o.p114 }))) })
        rows.append(HandRow { AnyView(TextField("P 115", text: Binding(get: { o.p115 }, set: { o.p115 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 116", isOn: Binding(get: { o.p116 }, set: { o.p116 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p117 }, set: { o.p117 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 117") }) })
        rows.append(HandRow { AnyView(TextField("P 118", text: Binding(get: { "\(o.p118)" }, set: { o.p118 = Double($0) ?? o.p118 }))) })
        rows.append(HandRow { AnyView(TextField("P 119", text: Binding(get: { o.p119 }, set: { o.p119 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 120", isOn: Binding(get: { o.p120 }, set: { o.p120 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p121 }, set: { o.p121 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 121") }) })
        rows.append(HandRow { AnyView(TextField("P 122", text: Binding(get: { "\(o.p122)" }, set: { o.p122 = Double($0) ?? o.p122 }))) })
        rows.append(HandRow { AnyView(TextField("P 123", text: Binding(get: { o.p123 }, set: { o.p123 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 124", isOn: Binding(get: { o.p124 }, set: { o.p124 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p125 }, set: { o.p125 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 125") }) })
        rows.append(HandRow { AnyView(TextField("P 126", text: Binding(get: { "\(o.p126)" }, set: { o.p126 = Double($0) ?? o.p126 }))) })
        rows.append(HandRow { AnyView(TextField("P 127", text: Binding(get: { o.p127 }, set: { o.p127 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 128", isOn: Binding(get: { o.p128 }, set: { o.p128 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p129 }, set: { o.p129 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 129") }) })
        rows.append(HandRow { AnyView(TextField("P 130", text: Binding(get: { "\(o.p130)" }, set: { o.p130 = Double($0) ?? o.p130 }))) })
        rows.append(HandRow { AnyView(TextField("P 131", text: Binding(get: { o.p131 }, set: { o.p131 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 132", isOn: Binding(get: { o.p132 }, set: { o.p132 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p133 }, set: { o.p133 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 133") }) })
        rows.append(HandRow { AnyView(TextField("P 134", text: Binding(get: { "\(o.p134)" }, set: { o.p134 = Double($0) ?? o.p134 }))) })
        rows.append(HandRow { AnyView(TextField("P 135", text: Binding(get: { o.p135 }, set: { o.p135 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 136", isOn: Binding(get: { o.p136 }, set: { o.p136 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p137 }, set: { o.p137 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 137") }) })
        rows.append(HandRow { AnyView(TextField("P 138", text: Binding(get: { "\(o.p138)" }, set: { o.p138 = Double($0) ?? o.p138 }))) })
        rows.append(HandRow { AnyView(TextField("P 139", text: Binding(get: { o.p139 }, set: { o.p139 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 140", isOn: Binding(get: { o.p140 }, set: { o.p140 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p141 }, set: { o.p141 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 141") }) })
        rows.append(HandRow { AnyView(TextField("P 142", text: Binding(get: { "\(o.p142)" }, set: { o.p142 = Double($0) ?? o.p142 }))) })
        rows.append(HandRow { AnyView(TextField("P 143", text: Binding(get: { o.p143 }, set: { o.p143 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 144", isOn: Binding(get: { o.p144 }, set: { o.p144 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p145 }, set: { o.p145 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 145") }) })
        rows.append(HandRow { AnyView(TextField("P 146", text: Binding(get: { "\(o.p146)" }, set: { o.p146 = Double($0) ?? o.p146 }))) })
        rows.append(HandRow { AnyView(TextField("P 147", text: Binding(get: { o.p147 }, set: { o.p147 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 148", isOn: Binding(get: { o.p148 }, set: { o.p148 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p149 }, set: { o.p149 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 149") }) })
        rows.append(HandRow { AnyView(TextField("P 150", text: Binding(get: { "\(o.p150)" }, set: { o.p150 = Double($0) ?? o.p150 }))) })
        rows.append(HandRow { AnyView(TextField("P 151", text: Binding(get: { o.p151 }, set: { o.p151 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 152", isOn: Binding(get: { o.p152 }, set: { o.p152 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p153 }, set: { o.p153 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 153") }) })
        rows.append(HandRow { AnyView(TextField("P 154", text: Binding(get: { "\(o.p154)" }, set: { o.p154 = Double($0) ?? o.p154 }))) })
        rows.append(HandRow { AnyView(TextField("P 155", text: Binding(get: { o.p155 }, set: { o.p155 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 156", isOn: Binding(get: { o.p156 }, set: { o.p156 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p157 }, set: { o.p157 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 157") }) })
        rows.append(HandRow { AnyView(TextField("P 158", text: Binding(get: { "\(o.p158)" }, set: { o.p158 = Double($0) ?? o.p158 }))) })
        rows.append(HandRow { AnyView(TextField("P 159", text: Binding(get: { o.p159 }, set: { o.p159 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 160", isOn: Binding(get: { o.p160 }, set: { o.p160 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p161 }, set: { o.p161 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 161") }) })
        rows.append(HandRow { AnyView(TextField("P 162", text: Binding(get: { "\(o.p162)" }, set: { o.p162 = Double($0) ?? o.p162 }))) })
        rows.append(HandRow { AnyView(TextField("P 163", text: Binding(get: { o.p163 }, set: { o.p163 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 164", isOn: Binding(get: { o.p164 }, set: { o.p164 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p165 }, set: { o.p165 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 165") }) })
        rows.append(HandRow { AnyView(TextField("P 166", text: Binding(get: { "\(o.p166)" }, set: { o.p166 = Double($0) ?? o.p166 }))) })
        rows.append(HandRow { AnyView(TextField("P 167", text: Binding(get: { o.p167 }, set: { o.p167 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 168", isOn: Binding(get: { o.p168 }, set: { o.p168 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p169 }, set: { o.p169 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 169") }) })
        rows.append(HandRow { AnyView(TextField("P 170", text: Binding(get: { "\(o.p170)" }, set: { o.p170 = Double($0) ?? o.p170 }))) })
        rows.append(HandRow { AnyView(TextField("P 171", text: Binding(get: { o.p171 }, set: { o.p171 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 172", isOn: Binding(get: { o.p172 }, set: { o.p172 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p173 }, set: { o.p173 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 173") }) })
        rows.append(HandRow { AnyView(TextField("P 174", text: Binding(get: { "\(o.p174)" }, set: { o.p174 = Double($0) ?? o.p174 }))) })
        rows.append(HandRow { AnyView(TextField("P 175", text: Binding(get: { o.p175 }, set: { o.p175 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 176", isOn: Binding(get: { o.p176 }, set: { o.p176 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p177 }, set: { o.p177 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 177") }) })
        rows.append(HandRow { AnyView(TextField("P 178", text: Binding(get: { "\(o.p178)" }, set: { o.p178 = Double($0) ?? o.p178 }))) })
        rows.append(HandRow { AnyView(TextField("P 179", text: Binding(get: { o.p179 }, set: { o.p179 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 180", isOn: Binding(get: { o.p180 }, set: { o.p180 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p181 }, set: { o.p181 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 181") }) })
        rows.append(HandRow { AnyView(TextField("P 182", text: Binding(get: { "\(o.p182)" }, set: { o.p182 = Double($0) ?? o.p182 }))) })
        rows.append(HandRow { AnyView(TextField("P 183", text: Binding(get: { o.p183 }, set: { o.p183 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 184", isOn: Binding(get: { o.p184 }, set: { o.p184 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p185 }, set: { o.p185 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 185") }) })
        rows.append(HandRow { AnyView(TextField("P 186", text: Binding(get: { "\(o.p186)" }, set: { o.p186 = Double($0) ?? o.p186 }))) })
        rows.append(HandRow { AnyView(TextField("P 187", text: Binding(get: { o.p187 }, set: { o.p187 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 188", isOn: Binding(get: { o.p188 }, set: { o.p188 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p189 }, set: { o.p189 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 189") }) })
        rows.append(HandRow { AnyView(TextField("P 190", text: Binding(get: { "\(o.p190)" }, set: { o.p190 = Double($0) ?? o.p190 }))) })
        rows.append(HandRow { AnyView(TextField("P 191", text: Binding(get: { o.p191 }, set: { o.p191 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 192", isOn: Binding(get: { o.p192 }, set: { o.p192 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p193 }, set: { o.p193 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 193") }) })
        rows.append(HandRow { AnyView(TextField("P 194", text: Binding(get: { "\(o.p194)" }, set: { o.p194 = Double($0) ?? o.p194 }))) })
        rows.append(HandRow { AnyView(TextField("P 195", text: Binding(get: { o.p195 }, set: { o.p195 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 196", isOn: Binding(get: { o.p196 }, set: { o.p196 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p197 }, set: { o.p197 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 197") }) })
        rows.append(HandRow { AnyView(TextField("P 198", text: Binding(get: { "\(o.p198)" }, set: { o.p198 = Double($0) ?? o.p198 }))) })
        rows.append(HandRow { AnyView(TextField("P 199", text: Binding(get: { o.p199 }, set: { o.p199 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 200", isOn: Binding(get: { o.p200 }, set: { o.p200 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p201 }, set: { o.p201 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 201") }) })
        rows.append(HandRow { AnyView(TextField("P 202", text: Binding(get: { "\(o.p202)" }, set: { o.p202 = Double($0) ?? o.p202 }))) })
        rows.append(HandRow { AnyView(TextField("P 203", text: Binding(get: { o.p203 }, set: { o.p203 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 204", isOn: Binding(get: { o.p204 }, set: { o.p204 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p205 }, set: { o.p205 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 205") }) })
        rows.append(HandRow { AnyView(TextField("P 206", text: Binding(get: { "\(o.p206)" }, set: { o.p206 = Double($0) ?? o.p206 }))) })
        rows.append(HandRow { AnyView(TextField("P 207", text: Binding(get: { o.p207 }, set: { o.p207 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 208", isOn: Binding(get: { o.p208 }, set: { o.p208 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p209 }, set: { o.p209 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 209") }) })
        rows.append(HandRow { AnyView(TextField("P 210", text: Binding(get: { "\(o.p210)" }, set: { o.p210 = Double($0) ?? o.p210 }))) })
        rows.append(HandRow { AnyView(TextField("P 211", text: Binding(get: { o.p211 }, set: { o.p211 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 212", isOn: Binding(get: { o.p212 }, set: { o.p212 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p213 }, set: { o.p213 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 213") }) })
        rows.append(HandRow { AnyView(TextField("P 214", text: Binding(get: { "\(o.p214)" }, set: { o.p214 = Double($0) ?? o.p214 }))) })
        rows.append(HandRow { AnyView(TextField("P 215", text: Binding(get: { o.p215 }, set: { o.p215 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 216", isOn: Binding(get: { o.p216 }, set: { o.p216 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p217 }, set: { o.p217 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 217") }) })
        rows.append(HandRow { AnyView(TextField("P 218", text: Binding(get: { "\(o.p218)" }, set: { o.p218 = Double($0) ?? o.p218 }))) })
        rows.append(HandRow { AnyView(TextField("P 219", text: Binding(get: { o.p219 }, set: { o.p219 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 220", isOn: Binding(get: { o.p220 }, set: { o.p220 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p221 }, set: { o.p221 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 221") }) })
        rows.append(HandRow { AnyView(TextField("P 222", text: Binding(get: { "\(o.p222)" }, set: { o.p222 = Double($0) ?? o.p222 }))) })
        rows.append(HandRow { AnyView(TextField("P 223", text: Binding(get: { o.p223 }, set: { o.p223 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 224", isOn: Binding(get: { o.p224 }, set: { o.p224 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p225 }, set: { o.p225 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 225") }) })
        rows.append(HandRow { AnyView(TextField("P 226", text: Binding(get: { "\(o.p226)" }, set: { o.p226 = Double($0) ?? o.p226 }))) })
        rows.append(HandRow { AnyView(TextField("P 227", text: Binding(get: { o.p227 }, set: { o.p227 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 228", isOn: Binding(get: { o.p228 }, set: { o.p228 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p229 }, set: { o.p229 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 229") }) })
        rows.append(HandRow { AnyView(TextField("P 230", text: Binding(get: { "\(o.p230)" }, set: { o.p230 = Double($0) ?? o.p230 }))) })
        rows.append(HandRow { AnyView(TextField("P 231", text: Binding(get: { o.p231 }, set: { o.p231 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 232", isOn: Binding(get: { o.p232 }, set: { o.p232 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p233 }, set: { o.p233 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 233") }) })
        rows.append(HandRow { AnyView(TextField("P 234", text: Binding(get: { "\(o.p234)" }, set: { o.p234 = Double($0) ?? o.p234 }))) })
        rows.append(HandRow { AnyView(TextField("P 235", text: Binding(get: { o.p235 }, set: { o.p235 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 236", isOn: Binding(get: { o.p236 }, set: { o.p236 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p237 }, set: { o.p237 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 237") }) })
        rows.append(HandRow { AnyView(TextField("P 238", text: Binding(get: { "\(o.p238)" }, set: { o.p238 = Double($0) ?? o.p238 }))) })
        rows.append(HandRow { AnyView(TextField("P 239", text: Binding(get: { o.p239 }, set: { o.p239 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 240", isOn: Binding(get: { o.p240 }, set: { o.p240 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p241 }, set: { o.p241 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 241") }) })
        rows.append(HandRow { AnyView(TextField("P 242", text: Binding(get: { "\(o.p242)" }, set: { o.p242 = Double($0) ?? o.p242 }))) })
        rows.append(HandRow { AnyView(TextField("P 243", text: Binding(get: { o.p243 }, set: { o.p243 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 244", isOn: Binding(get: { o.p244 }, set: { o.p244 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p245 }, set: { o.p245 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 245") }) })
        rows.append(HandRow { AnyView(TextField("P 246", text: Binding(get: { "\(o.p246)" }, set: { o.p246 = Double($0) ?? o.p246 }))) })
        rows.append(HandRow { AnyView(TextField("P 247", text: Binding(get: { o.p247 }, set: { o.p247 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 248", isOn: Binding(get: { o.p248 }, set: { o.p248 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p249 }, set: { o.p249 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 249") }) })
        rows.append(HandRow { AnyView(TextField("P 250", text: Binding(get: { "\(o.p250)" }, set: { o.p250 = Double($0) ?? o.p250 }))) })
        rows.append(HandRow { AnyView(TextField("P 251", text: Binding(get: { o.p251 }, set: { o.p251 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 252", isOn: Binding(get: { o.p252 }, set: { o.p252 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p253 }, set: { o.p253 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 253") }) })
        rows.append(HandRow { AnyView(TextField("P 254", text: Binding(get: { "\(o.p254)" }, set: { o.p254 = Double($0) ?? o.p254 }))) })
        rows.append(HandRow { AnyView(TextField("P 255", text: Binding(get: { o.p255 }, set: { o.p255 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 256", isOn: Binding(get: { o.p256 }, set: { o.p256 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p257 }, set: { o.p257 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 257") }) })
        rows.append(HandRow { AnyView(TextField("P 258", text: Binding(get: { "\(o.p258)" }, set: { o.p258 = Double($0) ?? o.p258 }))) })
        rows.append(HandRow { AnyView(TextField("P 259", text: Binding(get: { o.p259 }, set: { o.p259 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 260", isOn: Binding(get: { o.p260 }, set: { o.p260 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p261 }, set: { o.p261 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 261") }) })
        rows.append(HandRow { AnyView(TextField("P 262", text: Binding(get: { "\(o.p262)" }, set: { o.p262 = Double($0) ?? o.p262 }))) })
        rows.append(HandRow { AnyView(TextField("P 263", text: Binding(get: { o.p263 }, set: { o.p263 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 264", isOn: Binding(get: { o.p264 }, set: { o.p264 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p265 }, set: { o.p265 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 265") }) })
        rows.append(HandRow { AnyView(TextField("P 266", text: Binding(get: { "\(o.p266)" }, set: { o.p266 = Double($0) ?? o.p266 }))) })
        rows.append(HandRow { AnyView(TextField("P 267", text: Binding(get: { o.p267 }, set: { o.p267 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 268", isOn: Binding(get: { o.p268 }, set: { o.p268 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p269 }, set: { o.p269 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 269") }) })
        rows.append(HandRow { AnyView(TextField("P 270", text: Binding(get: { "\(o.p270)" }, set: { o.p270 = Double($0) ?? o.p270 }))) })
        rows.append(HandRow { AnyView(TextField("P 271", text: Binding(get: { o.p271 }, set: { o.p271 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 272", isOn: Binding(get: { o.p272 }, set: { o.p272 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p273 }, set: { o.p273 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 273") }) })
        rows.append(HandRow { AnyView(TextField("P 274", text: Binding(get: { "\(o.p274)" }, set: { o.p274 = Double($0) ?? o.p274 }))) })
        rows.append(HandRow { AnyView(TextField("P 275", text: Binding(get: { o.p275 }, set: { o.p275 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 276", isOn: Binding(get: { o.p276 }, set: { o.p276 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p277 }, set: { o.p277 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 277") }) })
        rows.append(HandRow { AnyView(TextField("P 278", text: Binding(get: { "\(o.p278)" }, set: { o.p278 = Double($0) ?? o.p278 }))) })
        rows.append(HandRow { AnyView(TextField("P 279", text: Binding(get: { o.p279 }, set: { o.p279 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 280", isOn: Binding(get: { o.p280 }, set: { o.p280 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p281 }, set: { o.p281 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 281") }) })
        rows.append(HandRow { AnyView(TextField("P 282", text: Binding(get: { "\(o.p282)" }, set: { o.p282 = Double($0) ?? o.p282 }))) })
        rows.append(HandRow { AnyView(TextField("P 283", text: Binding(get: { o.p283 }, set: { o.p283 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 284", isOn: Binding(get: { o.p284 }, set: { o.p284 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p285 }, set: { o.p285 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 285") }) })
        rows.append(HandRow { AnyView(TextField("P 286", text: Binding(get: { "\(o.p286)" }, set: { o.p286 = Double($0) ?? o.p286 }))) })
        rows.append(HandRow { AnyView(TextField("P 287", text: Binding(get: { o.p287 }, set: { o.p287 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 288", isOn: Binding(get: { o.p288 }, set: { o.p288 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p289 }, set: { o.p289 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 289") }) })
        rows.append(HandRow { AnyView(TextField("P 290", text: Binding(get: { "\(o.p290)" }, set: { o.p290 = Double($0) ?? o.p290 }))) })
        rows.append(HandRow { AnyView(TextField("P 291", text: Binding(get: { o.p291 }, set: { o.p291 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 292", isOn: Binding(get: { o.p292 }, set: { o.p292 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p293 }, set: { o.p293 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 293") }) })
        rows.append(HandRow { AnyView(TextField("P 294", text: Binding(get: { "\(o.p294)" }, set: { o.p294 = Double($0) ?? o.p294 }))) })
        rows.append(HandRow { AnyView(TextField("P 295", text: Binding(get: { o.p295 }, set: { o.p295 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 296", isOn: Binding(get: { o.p296 }, set: { o.p296 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p297 }, set: { o.p297 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 297") }) })
        rows.append(HandRow { AnyView(TextField("P 298", text: Binding(get: { "\(o.p298)" }, set: { o.p298 = Double($0) ?? o.p298 }))) })
        rows.append(HandRow { AnyView(TextField("P 299", text: Binding(get: { o.p299 }, set: { o.p299 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 300", isOn: Binding(get: { o.p300 }, set: { o.p300 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p301 }, set: { o.p301 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 301") }) })
        rows.append(HandRow { AnyView(TextField("P 302", text: Binding(get: { "\(o.p302)" }, set: { o.p302 = Double($0) ?? o.p302 }))) })
        rows.append(HandRow { AnyView(TextField("P 303", text: Binding(get: { o.p303 }, set: { o.p303 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 304", isOn: Binding(get: { o.p304 }, set: { o.p304 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p305 }, set: { o.p305 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 305") }) })
        rows.append(HandRow { AnyView(TextField("P 306", text: Binding(get: { "\(o.p306)" }, set: { o.p306 = Double($0) ?? o.p306 }))) })
        rows.append(HandRow { AnyView(TextField("P 307", text: Binding(get: { o.p307 }, set: { o.p307 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 308", isOn: Binding(get: { o.p308 }, set: { o.p308 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p309 }, set: { o.p309 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 309") }) })
        rows.append(HandRow { AnyView(TextField("P 310", text: Binding(get: { "\(o.p310)" }, set: { o.p310 = Double($0) ?? o.p310 }))) })
        rows.append(HandRow { AnyView(TextField("P 311", text: Binding(get: { o.p311 }, set: { o.p311 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 312", isOn: Binding(get: { o.p312 }, set: { o.p312 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p313 }, set: { o.p313 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 313") }) })
        rows.append(HandRow { AnyView(TextField("P 314", text: Binding(get: { "\(o.p314)" }, set: { o.p314 = Double($0) ?? o.p314 }))) })
        rows.append(HandRow { AnyView(TextField("P 315", text: Binding(get: { o.p315 }, set: { o.p315 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 316", isOn: Binding(get: { o.p316 }, set: { o.p316 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p317 }, set: { o.p317 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 317") }) })
        rows.append(HandRow { AnyView(TextField("P 318", text: Binding(get: { "\(o.p318)" }, set: { o.p318 = Double($0) ?? o.p318 }))) })
        rows.append(HandRow { AnyView(TextField("P 319", text: Binding(get: { o.p319 }, set: { o.p319 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 320", isOn: Binding(get: { o.p320 }, set: { o.p320 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p321 }, set: { o.p321 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 321") }) })
        rows.append(HandRow { AnyView(TextField("P 322", text: Binding(get: { "\(o.p322)" }, set: { o.p322 = Double($0) ?? o.p322 }))) })
        rows.append(HandRow { AnyView(TextField("P 323", text: Binding(get: { o.p323 }, set: { o.p323 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 324", isOn: Binding(get: { o.p324 }, set: { o.p324 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p325 }, set: { o.p325 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 325") }) })
        rows.append(HandRow { AnyView(TextField("P 326", text: Binding(get: { "\(o.p326)" }, set: { o.p326 = Double($0) ?? o.p326 }))) })
        rows.append(HandRow { AnyView(TextField("P 327", text: Binding(get: { o.p327 }, set: { o.p327 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 328", isOn: Binding(get: { o.p328 }, set: { o.p328 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p329 }, set: { o.p329 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 329") }) })
        rows.append(HandRow { AnyView(TextField("P 330", text: Binding(get: { "\(o.p330)" }, set: { o.p330 = Double($0) ?? o.p330 }))) })
        rows.append(HandRow { AnyView(TextField("P 331", text: Binding(get: { o.p331 }, set: { o.p331 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 332", isOn: Binding(get: { o.p332 }, set: { o.p332 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p333 }, set: { o.p333 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 333") }) })
        rows.append(HandRow { AnyView(TextField("P 334", text: Binding(get: { "\(o.p334)" }, set: { o.p334 = Double($0) ?? o.p334 }))) })
        rows.append(HandRow { AnyView(TextField("P 335", text: Binding(get: { o.p335 }, set: { o.p335 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 336", isOn: Binding(get: { o.p336 }, set: { o.p336 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p337 }, set: { o.p337 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 337") }) })
        rows.append(HandRow { AnyView(TextField("P 338", text: Binding(get: { "\(o.p338)" }, set: { o.p338 = Double($0) ?? o.p338 }))) })
        rows.append(HandRow { AnyView(TextField("P 339", text: Binding(get: { o.p339 }, set: { o.p339 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 340", isOn: Binding(get: { o.p340 }, set: { o.p340 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p341 }, set: { o.p341 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 341") }) })
        rows.append(HandRow { AnyView(TextField("P 342", text: Binding(get: { "\(o.p342)" }, set: { o.p342 = Double($0) ?? o.p342 }))) })
        rows.append(HandRow { AnyView(TextField("P 343", text: Binding(get: { o.p343 }, set: { o.p343 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 344", isOn: Binding(get: { o.p344 }, set: { o.p344 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p345 }, set: { o.p345 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 345") }) })
        rows.append(HandRow { AnyView(TextField("P 346", text: Binding(get: { "\(o.p346)" }, set: { o.p346 = Double($0) ?? o.p346 }))) })
        rows.append(HandRow { AnyView(TextField("P 347", text: Binding(get: { o.p347 }, set: { o.p347 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 348", isOn: Binding(get: { o.p348 }, set: { o.p348 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p349 }, set: { o.p349 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 349") }) })
        rows.append(HandRow { AnyView(TextField("P 350", text: Binding(get: { "\(o.p350)" }, set: { o.p350 = Double($0) ?? o.p350 }))) })
        rows.append(HandRow { AnyView(TextField("P 351", text: Binding(get: { o.p351 }, set: { o.p351 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 352", isOn: Binding(get: { o.p352 }, set: { o.p352 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p353 }, set: { o.p353 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 353") }) })
        rows.append(HandRow { AnyView(TextField("P 354", text: Binding(get: { "\(o.p354)" }, set: { o.p354 = Double($0) ?? o.p354 }))) })
        rows.append(HandRow { AnyView(TextField("P 355", text: Binding(get: { o.p355 }, set: { o.p355 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 356", isOn: Binding(get: { o.p356 }, set: { o.p356 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p357 }, set: { o.p357 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 357") }) })
        rows.append(HandRow { AnyView(TextField("P 358", text: Binding(get: { "\(o.p358)" }, set: { o.p358 = Double($0) ?? o.p358 }))) })
        rows.append(HandRow { AnyView(TextField("P 359", text: Binding(get: { o.p359 }, set: { o.p359 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 360", isOn: Binding(get: { o.p360 }, set: { o.p360 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p361 }, set: { o.p361 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 361") }) })
        rows.append(HandRow { AnyView(TextField("P 362", text: Binding(get: { "\(o.p362)" }, set: { o.p362 = Double($0) ?? o.p362 }))) })
        rows.append(HandRow { AnyView(TextField("P 363", text: Binding(get: { o.p363 }, set: { o.p363 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 364", isOn: Binding(get: { o.p364 }, set: { o.p364 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p365 }, set: { o.p365 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 365") }) })
        rows.append(HandRow { AnyView(TextField("P 366", text: Binding(get: { "\(o.p366)" }, set: { o.p366 = Double($0) ?? o.p366 }))) })
        rows.append(HandRow { AnyView(TextField("P 367", text: Binding(get: { o.p367 }, set: { o.p367 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 368", isOn: Binding(get: { o.p368 }, set: { o.p368 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p369 }, set: { o.p369 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 369") }) })
        rows.append(HandRow { AnyView(TextField("P 370", text: Binding(get: { "\(o.p370)" }, set: { o.p370 = Double($0) ?? o.p370 }))) })
        rows.append(HandRow { AnyView(TextField("P 371", text: Binding(get: { o.p371 }, set: { o.p371 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 372", isOn: Binding(get: { o.p372 }, set: { o.p372 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p373 }, set: { o.p373 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 373") }) })
        rows.append(HandRow { AnyView(TextField("P 374", text: Binding(get: { "\(o.p374)" }, set: { o.p374 = Double($0) ?? o.p374 }))) })
        rows.append(HandRow { AnyView(TextField("P 375", text: Binding(get: { o.p375 }, set: { o.p375 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 376", isOn: Binding(get: { o.p376 }, set: { o.p376 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p377 }, set: { o.p377 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 377") }) })
        rows.append(HandRow { AnyView(TextField("P 378", text: Binding(get: { "\(o.p378)" }, set: { o.p378 = Double($0) ?? o.p378 }))) })
        rows.append(HandRow { AnyView(TextField("P 379", text: Binding(get: { o.p379 }, set: { o.p379 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 380", isOn: Binding(get: { o.p380 }, set: { o.p380 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p381 }, set: { o.p381 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 381") }) })
        rows.append(HandRow { AnyView(TextField("P 382", text: Binding(get: { "\(o.p382)" }, set: { o.p382 = Double($0) ?? o.p382 }))) })
        rows.append(HandRow { AnyView(TextField("P 383", text: Binding(get: { o.p383 }, set: { o.p383 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 384", isOn: Binding(get: { o.p384 }, set: { o.p384 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p385 }, set: { o.p385 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 385") }) })
        rows.append(HandRow { AnyView(TextField("P 386", text: Binding(get: { "\(o.p386)" }, set: { o.p386 = Double($0) ?? o.p386 }))) })
        rows.append(HandRow { AnyView(TextField("P 387", text: Binding(get: { o.p387 }, set: { o.p387 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 388", isOn: Binding(get: { o.p388 }, set: { o.p388 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p389 }, set: { o.p389 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 389") }) })
        rows.append(HandRow { AnyView(TextField("P 390", text: Binding(get: { "\(o.p390)" }, set: { o.p390 = Double($0) ?? o.p390 }))) })
        rows.append(HandRow { AnyView(TextField("P 391", text: Binding(get: { o.p391 }, set: { o.p391 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 392", isOn: Binding(get: { o.p392 }, set: { o.p392 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p393 }, set: { o.p393 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 393") }) })
        rows.append(HandRow { AnyView(TextField("P 394", text: Binding(get: { "\(o.p394)" }, set: { o.p394 = Double($0) ?? o.p394 }))) })
        rows.append(HandRow { AnyView(TextField("P 395", text: Binding(get: { o.p395 }, set: { o.p395 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 396", isOn: Binding(get: { o.p396 }, set: { o.p396 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p397 }, set: { o.p397 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 397") }) })
        rows.append(HandRow { AnyView(TextField("P 398", text: Binding(get: { "\(o.p398)" }, set: { o.p398 = Double($0) ?? o.p398 }))) })
        rows.append(HandRow { AnyView(TextField("P 399", text: Binding(get: { o.p399 }, set: { o.p399 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 400", isOn: Binding(get: { o.p400 }, set: { o.p400 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p401 }, set: { o.p401 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 401") }) })
        rows.append(HandRow { AnyView(TextField("P 402", text: Binding(get: { "\(o.p402)" }, set: { o.p402 = Double($0) ?? o.p402 }))) })
        rows.append(HandRow { AnyView(TextField("P 403", text: Binding(get: { o.p403 }, set: { o.p403 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 404", isOn: Binding(get: { o.p404 }, set: { o.p404 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p405 }, set: { o.p405 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 405") }) })
        rows.append(HandRow { AnyView(TextField("P 406", text: Binding(get: { "\(o.p406)" }, set: { o.p406 = Double($0) ?? o.p406 }))) })
        rows.append(HandRow { AnyView(TextField("P 407", text: Binding(get: { o.p407 }, set: { o.p407 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 408", isOn: Binding(get: { o.p408 }, set: { o.p408 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p409 }, set: { o.p409 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 409") }) })
        rows.append(HandRow { AnyView(TextField("P 410", text: Binding(get: { "\(o.p410)" }, set: { o.p410 = Double($0) ?? o.p410 }))) })
        rows.append(HandRow { AnyView(TextField("P 411", text: Binding(get: { o.p411 }, set: { o.p411 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 412", isOn: Binding(get: { o.p412 }, set: { o.p412 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p413 }, set: { o.p413 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 413") }) })
        rows.append(HandRow { AnyView(TextField("P 414", text: Binding(get: { "\(o.p414)" }, set: { o.p414 = Double($0) ?? o.p414 }))) })
        rows.append(HandRow { AnyView(TextField("P 415", text: Binding(get: { o.p415 }, set: { o.p415 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 416", isOn: Binding(get: { o.p416 }, set: { o.p416 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p417 }, set: { o.p417 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 417") }) })
        rows.append(HandRow { AnyView(TextField("P 418", text: Binding(get: { "\(o.p418)" }, set: { o.p418 = Double($0) ?? o.p418 }))) })
        rows.append(HandRow { AnyView(TextField("P 419", text: Binding(get: { o.p419 }, set: { o.p419 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 420", isOn: Binding(get: { o.p420 }, set: { o.p420 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p421 }, set: { o.p421 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 421") }) })
        rows.append(HandRow { AnyView(TextField("P 422", text: Binding(get: { "\(o.p422)" }, set: { o.p422 = Double($0) ?? o.p422 }))) })
        rows.append(HandRow { AnyView(TextField("P 423", text: Binding(get: { o.p423 }, set: { o.p423 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 424", isOn: Binding(get: { o.p424 }, set: { o.p424 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p425 }, set: { o.p425 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 425") }) })
        rows.append(HandRow { AnyView(TextField("P 426", text: Binding(get: { "\(o.p426)" }, set: { o.p426 = Double($0) ?? o.p426 }))) })
        rows.append(HandRow { AnyView(TextField("P 427", text: Binding(get: { o.p427 }, set: { o.p427 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 428", isOn: Binding(get: { o.p428 }, set: { o.p428 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p429 }, set: { o.p429 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 429") }) })
        rows.append(HandRow { AnyView(TextField("P 430", text: Binding(get: { "\(o.p430)" }, set: { o.p430 = Double($0) ?? o.p430 }))) })
        rows.append(HandRow { AnyView(TextField("P 431", text: Binding(get: { o.p431 }, set: { o.p431 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 432", isOn: Binding(get: { o.p432 }, set: { o.p432 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p433 }, set: { o.p433 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 433") }) })
        rows.append(HandRow { AnyView(TextField("P 434", text: Binding(get: { "\(o.p434)" }, set: { o.p434 = Double($0) ?? o.p434 }))) })
        rows.append(HandRow { AnyView(TextField("P 435", text: Binding(get: { o.p435 }, set: { o.p435 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 436", isOn: Binding(get: { o.p436 }, set: { o.p436 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p437 }, set: { o.p437 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 437") }) })
        rows.append(HandRow { AnyView(TextField("P 438", text: Binding(get: { "\(o.p438)" }, set: { o.p438 = Double($0) ?? o.p438 }))) })
        rows.append(HandRow { AnyView(TextField("P 439", text: Binding(get: { o.p439 }, set: { o.p439 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 440", isOn: Binding(get: { o.p440 }, set: { o.p440 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p441 }, set: { o.p441 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 441") }) })
        rows.append(HandRow { AnyView(TextField("P 442", text: Binding(get: { "\(o.p442)" }, set: { o.p442 = Double($0) ?? o.p442 }))) })
        rows.append(HandRow { AnyView(TextField("P 443", text: Binding(get: { o.p443 }, set: { o.p443 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 444", isOn: Binding(get: { o.p444 }, set: { o.p444 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p445 }, set: { o.p445 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 445") }) })
        rows.append(HandRow { AnyView(TextField("P 446", text: Binding(get: { "\(o.p446)" }, set: { o.p446 = Double($0) ?? o.p446 }))) })
        rows.append(HandRow { AnyView(TextField("P 447", text: Binding(get: { o.p447 }, set: { o.p447 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 448", isOn: Binding(get: { o.p448 }, set: { o.p448 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p449 }, set: { o.p449 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 449") }) })
        rows.append(HandRow { AnyView(TextField("P 450", text: Binding(get: { "\(o.p450)" }, set: { o.p450 = Double($0) ?? o.p450 }))) })
        rows.append(HandRow { AnyView(TextField("P 451", text: Binding(get: { o.p451 }, set: { o.p451 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 452", isOn: Binding(get: { o.p452 }, set: { o.p452 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p453 }, set: { o.p453 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 453") }) })
        rows.append(HandRow { AnyView(TextField("P 454", text: Binding(get: { "\(o.p454)" }, set: { o.p454 = Double($0) ?? o.p454 }))) })
        rows.append(HandRow { AnyView(TextField("P 455", text: Binding(get: { o.p455 }, set: { o.p455 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 456", isOn: Binding(get: { o.p456 }, set: { o.p456 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p457 }, set: { o.p457 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 457") }) })
        rows.append(HandRow { AnyView(TextField("P 458", text: Binding(get: { "\(o.p458)" }, set: { o.p458 = Double($0) ?? o.p458 }))) })
        rows.append(HandRow { AnyView(TextField("P 459", text: Binding(get: { o.p459 }, set: { o.p459 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 460", isOn: Binding(get: { o.p460 }, set: { o.p460 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p461 }, set: { o.p461 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 461") }) })
        rows.append(HandRow { AnyView(TextField("P 462", text: Binding(get: { "\(o.p462)" }, set: { o.p462 = Double($0) ?? o.p462 }))) })
        rows.append(HandRow { AnyView(TextField("P 463", text: Binding(get: { o.p463 }, set: { o.p463 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 464", isOn: Binding(get: { o.p464 }, set: { o.p464 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p465 }, set: { o.p465 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 465") }) })
        rows.append(HandRow { AnyView(TextField("P 466", text: Binding(get: { "\(o.p466)" }, set: { o.p466 = Double($0) ?? o.p466 }))) })
        rows.append(HandRow { AnyView(TextField("P 467", text: Binding(get: { o.p467 }, set: { o.p467 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 468", isOn: Binding(get: { o.p468 }, set: { o.p468 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p469 }, set: { o.p469 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 469") }) })
        rows.append(HandRow { AnyView(TextField("P 470", text: Binding(get: { "\(o.p470)" }, set: { o.p470 = Double($0) ?? o.p470 }))) })
        rows.append(HandRow { AnyView(TextField("P 471", text: Binding(get: { o.p471 }, set: { o.p471 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 472", isOn: Binding(get: { o.p472 }, set: { o.p472 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p473 }, set: { o.p473 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 473") }) })
        rows.append(HandRow { AnyView(TextField("P 474", text: Binding(get: { "\(o.p474)" }, set: { o.p474 = Double($0) ?? o.p474 }))) })
        rows.append(HandRow { AnyView(TextField("P 475", text: Binding(get: { o.p475 }, set: { o.p475 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 476", isOn: Binding(get: { o.p476 }, set: { o.p476 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p477 }, set: { o.p477 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 477") }) })
        rows.append(HandRow { AnyView(TextField("P 478", text: Binding(get: { "\(o.p478)" }, set: { o.p478 = Double($0) ?? o.p478 }))) })
        rows.append(HandRow { AnyView(TextField("P 479", text: Binding(get: { o.p479 }, set: { o.p479 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 480", isOn: Binding(get: { o.p480 }, set: { o.p480 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p481 }, set: { o.p481 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 481") }) })
        rows.append(HandRow { AnyView(TextField("P 482", text: Binding(get: { "\(o.p482)" }, set: { o.p482 = Double($0) ?? o.p482 }))) })
        rows.append(HandRow { AnyView(TextField("P 483", text: Binding(get: { o.p483 }, set: { o.p483 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 484", isOn: Binding(get: { o.p484 }, set: { o.p484 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p485 }, set: { o.p485 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 485") }) })
        rows.append(HandRow { AnyView(TextField("P 486", text: Binding(get: { "\(o.p486)" }, set: { o.p486 = Double($0) ?? o.p486 }))) })
        rows.append(HandRow { AnyView(TextField("P 487", text: Binding(get: { o.p487 }, set: { o.p487 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 488", isOn: Binding(get: { o.p488 }, set: { o.p488 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p489 }, set: { o.p489 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 489") }) })
        rows.append(HandRow { AnyView(TextField("P 490", text: Binding(get: { "\(o.p490)" }, set: { o.p490 = Double($0) ?? o.p490 }))) })
        rows.append(HandRow { AnyView(TextField("P 491", text: Binding(get: { o.p491 }, set: { o.p491 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 492", isOn: Binding(get: { o.p492 }, set: { o.p492 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p493 }, set: { o.p493 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 493") }) })
        rows.append(HandRow { AnyView(TextField("P 494", text: Binding(get: { "\(o.p494)" }, set: { o.p494 = Double($0) ?? o.p494 }))) })
        rows.append(HandRow { AnyView(TextField("P 495", text: Binding(get: { o.p495 }, set: { o.p495 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 496", isOn: Binding(get: { o.p496 }, set: { o.p496 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p497 }, set: { o.p497 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 497") }) })
        rows.append(HandRow { AnyView(TextField("P 498", text: Binding(get: { "\(o.p498)" }, set: { o.p498 = Double($0) ?? o.p498 }))) })
        rows.append(HandRow { AnyView(TextField("P 499", text: Binding(get: { o.p499 }, set: { o.p499 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 500", isOn: Binding(get: { o.p500 }, set: { o.p500 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p501 }, set: { o.p501 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 501") }) })
        rows.append(HandRow { AnyView(TextField("P 502", text: Binding(get: { "\(o.p502)" }, set: { o.p502 = Double($0) ?? o.p502 }))) })
        rows.append(HandRow { AnyView(TextField("P 503", text: Binding(get: { o.p503 }, set: { o.p503 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 504", isOn: Binding(get: { o.p504 }, set: { o.p504 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p505 }, set: { o.p505 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 505") }) })
        rows.append(HandRow { AnyView(TextField("P 506", text: Binding(get: { "\(o.p506)" }, set: { o.p506 = Double($0) ?? o.p506 }))) })
        rows.append(HandRow { AnyView(TextField("P 507", text: Binding(get: { o.p507 }, set: { o.p507 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 508", isOn: Binding(get: { o.p508 }, set: { o.p508 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p509 }, set: { o.p509 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 509") }) })
        rows.append(HandRow { AnyView(TextField("P 510", text: Binding(get: { "\(o.p510)" }, set: { o.p510 = Double($0) ?? o.p510 }))) })
        rows.append(HandRow { AnyView(TextField("P 511", text: Binding(get: { o.p511 }, set: { o.p511 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 512", isOn: Binding(get: { o.p512 }, set: { o.p512 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p513 }, set: { o.p513 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 513") }) })
        rows.append(HandRow { AnyView(TextField("P 514", text: Binding(get: { "\(o.p514)" }, set: { o.p514 = Double($0) ?? o.p514 }))) })
        rows.append(HandRow { AnyView(TextField("P 515", text: Binding(get: { o.p515 }, set: { o.p515 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 516", isOn: Binding(get: { o.p516 }, set: { o.p516 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p517 }, set: { o.p517 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 517") }) })
        rows.append(HandRow { AnyView(TextField("P 518", text: Binding(get: { "\(o.p518)" }, set: { o.p518 = Double($0) ?? o.p518 }))) })
        rows.append(HandRow { AnyView(TextField("P 519", text: Binding(get: { o.p519 }, set: { o.p519 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 520", isOn: Binding(get: { o.p520 }, set: { o.p520 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p521 }, set: { o.p521 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 521") }) })
        rows.append(HandRow { AnyView(TextField("P 522", text: Binding(get: { "\(o.p522)" }, set: { o.p522 = Double($0) ?? o.p522 }))) })
        rows.append(HandRow { AnyView(TextField("P 523", text: Binding(get: { o.p523 }, set: { o.p523 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 524", isOn: Binding(get: { o.p524 }, set: { o.p524 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p525 }, set: { o.p525 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 525") }) })
        rows.append(HandRow { AnyView(TextField("P 526", text: Binding(get: { "\(o.p526)" }, set: { o.p526 = Double($0) ?? o.p526 }))) })
        rows.append(HandRow { AnyView(TextField("P 527", text: Binding(get: { o.p527 }, set: { o.p527 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 528", isOn: Binding(get: { o.p528 }, set: { o.p528 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p529 }, set: { o.p529 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 529") }) })
        rows.append(HandRow { AnyView(TextField("P 530", text: Binding(get: { "\(o.p530)" }, set: { o.p530 = Double($0) ?? o.p530 }))) })
        rows.append(HandRow { AnyView(TextField("P 531", text: Binding(get: { o.p531 }, set: { o.p531 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 532", isOn: Binding(get: { o.p532 }, set: { o.p532 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p533 }, set: { o.p533 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 533") }) })
        rows.append(HandRow { AnyView(TextField("P 534", text: Binding(get: { "\(o.p534)" }, set: { o.p534 = Double($0) ?? o.p534 }))) })
        rows.append(HandRow { AnyView(TextField("P 535", text: Binding(get: { o.p535 }, set: { o.p535 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 536", isOn: Binding(get: { o.p536 }, set: { o.p536 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p537 }, set: { o.p537 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 537") }) })
        rows.append(HandRow { AnyView(TextField("P 538", text: Binding(get: { "\(o.p538)" }, set: { o.p538 = Double($0) ?? o.p538 }))) })
        rows.append(HandRow { AnyView(TextField("P 539", text: Binding(get: { o.p539 }, set: { o.p539 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 540", isOn: Binding(get: { o.p540 }, set: { o.p540 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p541 }, set: { o.p541 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 541") }) })
        rows.append(HandRow { AnyView(TextField("P 542", text: Binding(get: { "\(o.p542)" }, set: { o.p542 = Double($0) ?? o.p542 }))) })
        rows.append(HandRow { AnyView(TextField("P 543", text: Binding(get: { o.p543 }, set: { o.p543 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 544", isOn: Binding(get: { o.p544 }, set: { o.p544 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p545 }, set: { o.p545 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 545") }) })
        rows.append(HandRow { AnyView(TextField("P 546", text: Binding(get: { "\(o.p546)" }, set: { o.p546 = Double($0) ?? o.p546 }))) })
        rows.append(HandRow { AnyView(TextField("P 547", text: Binding(get: { o.p547 }, set: { o.p547 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 548", isOn: Binding(get: { o.p548 }, set: { o.p548 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p549 }, set: { o.p549 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 549") }) })
        rows.append(HandRow { AnyView(TextField("P 550", text: Binding(get: { "\(o.p550)" }, set: { o.p550 = Double($0) ?? o.p550 }))) })
        rows.append(HandRow { AnyView(TextField("P 551", text: Binding(get: { o.p551 }, set: { o.p551 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 552", isOn: Binding(get: { o.p552 }, set: { o.p552 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p553 }, set: { o.p553 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 553") }) })
        rows.append(HandRow { AnyView(TextField("P 554", text: Binding(get: { "\(o.p554)" }, set: { o.p554 = Double($0) ?? o.p554 }))) })
        rows.append(HandRow { AnyView(TextField("P 555", text: Binding(get: { o.p555 }, set: { o.p555 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 556", isOn: Binding(get: { o.p556 }, set: { o.p556 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p557 }, set: { o.p557 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 557") }) })
        rows.append(HandRow { AnyView(TextField("P 558", text: Binding(get: { "\(o.p558)" }, set: { o.p558 = Double($0) ?? o.p558 }))) })
        rows.append(HandRow { AnyView(TextField("P 559", text: Binding(get: { o.p559 }, set: { o.p559 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 560", isOn: Binding(get: { o.p560 }, set: { o.p560 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p561 }, set: { o.p561 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 561") }) })
        rows.append(HandRow { AnyView(TextField("P 562", text: Binding(get: { "\(o.p562)" }, set: { o.p562 = Double($0) ?? o.p562 }))) })
        rows.append(HandRow { AnyView(TextField("P 563", text: Binding(get: { o.p563 }, set: { o.p563 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 564", isOn: Binding(get: { o.p564 }, set: { o.p564 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p565 }, set: { o.p565 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 565") }) })
        rows.append(HandRow { AnyView(TextField("P 566", text: Binding(get: { "\(o.p566)" }, set: { o.p566 = Double($0) ?? o.p566 }))) })
        rows.append(HandRow { AnyView(TextField("P 567", text: Binding(get: { o.p567 }, set: { o.p567 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 568", isOn: Binding(get: { o.p568 }, set: { o.p568 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p569 }, set: { o.p569 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 569") }) })
        rows.append(HandRow { AnyView(TextField("P 570", text: Binding(get: { "\(o.p570)" }, set: { o.p570 = Double($0) ?? o.p570 }))) })
        rows.append(HandRow { AnyView(TextField("P 571", text: Binding(get: { o.p571 }, set: { o.p571 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 572", isOn: Binding(get: { o.p572 }, set: { o.p572 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p573 }, set: { o.p573 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 573") }) })
        rows.append(HandRow { AnyView(TextField("P 574", text: Binding(get: { "\(o.p574)" }, set: { o.p574 = Double($0) ?? o.p574 }))) })
        rows.append(HandRow { AnyView(TextField("P 575", text: Binding(get: { o.p575 }, set: { o.p575 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 576", isOn: Binding(get: { o.p576 }, set: { o.p576 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p577 }, set: { o.p577 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 577") }) })
        rows.append(HandRow { AnyView(TextField("P 578", text: Binding(get: { "\(o.p578)" }, set: { o.p578 = Double($0) ?? o.p578 }))) })
        rows.append(HandRow { AnyView(TextField("P 579", text: Binding(get: { o.p579 }, set: { o.p579 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 580", isOn: Binding(get: { o.p580 }, set: { o.p580 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p581 }, set: { o.p581 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 581") }) })
        rows.append(HandRow { AnyView(TextField("P 582", text: Binding(get: { "\(o.p582)" }, set: { o.p582 = Double($0) ?? o.p582 }))) })
        rows.append(HandRow { AnyView(TextField("P 583", text: Binding(get: { o.p583 }, set: { o.p583 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 584", isOn: Binding(get: { o.p584 }, set: { o.p584 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p585 }, set: { o.p585 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 585") }) })
        rows.append(HandRow { AnyView(TextField("P 586", text: Binding(get: { "\(o.p586)" }, set: { o.p586 = Double($0) ?? o.p586 }))) })
        rows.append(HandRow { AnyView(TextField("P 587", text: Binding(get: { o.p587 }, set: { o.p587 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 588", isOn: Binding(get: { o.p588 }, set: { o.p588 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p589 }, set: { o.p589 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 589") }) })
        rows.append(HandRow { AnyView(TextField("P 590", text: Binding(get: { "\(o.p590)" }, set: { o.p590 = Double($0) ?? o.p590 }))) })
        rows.append(HandRow { AnyView(TextField("P 591", text: Binding(get: { o.p591 }, set: { o.p591 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 592", isOn: Binding(get: { o.p592 }, set: { o.p592 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p593 }, set: { o.p593 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 593") }) })
        rows.append(HandRow { AnyView(TextField("P 594", text: Binding(get: { "\(o.p594)" }, set: { o.p594 = Double($0) ?? o.p594 }))) })
        rows.append(HandRow { AnyView(TextField("P 595", text: Binding(get: { o.p595 }, set: { o.p595 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 596", isOn: Binding(get: { o.p596 }, set: { o.p596 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p597 }, set: { o.p597 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 597") }) })
        rows.append(HandRow { AnyView(TextField("P 598", text: Binding(get: { "\(o.p598)" }, set: { o.p598 = Double($0) ?? o.p598 }))) })
        rows.append(HandRow { AnyView(TextField("P 599", text: Binding(get: { o.p599 }, set: { o.p599 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 600", isOn: Binding(get: { o.p600 }, set: { o.p600 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p601 }, set: { o.p601 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 601") }) })
        rows.append(HandRow { AnyView(TextField("P 602", text: Binding(get: { "\(o.p602)" }, set: { o.p602 = Double($0) ?? o.p602 }))) })
        rows.append(HandRow { AnyView(TextField("P 603", text: Binding(get: { o.p603 }, set: { o.p603 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 604", isOn: Binding(get: { o.p604 }, set: { o.p604 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p605 }, set: { o.p605 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 605") }) })
        rows.append(HandRow { AnyView(TextField("P 606", text: Binding(get: { "\(o.p606)" }, set: { o.p606 = Double($0) ?? o.p606 }))) })
        rows.append(HandRow { AnyView(TextField("P 607", text: Binding(get: { o.p607 }, set: { o.p607 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 608", isOn: Binding(get: { o.p608 }, set: { o.p608 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p609 }, set: { o.p609 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 609") }) })
        rows.append(HandRow { AnyView(TextField("P 610", text: Binding(get: { "\(o.p610)" }, set: { o.p610 = Double($0) ?? o.p610 }))) })
        rows.append(HandRow { AnyView(TextField("P 611", text: Binding(get: { o.p611 }, set: { o.p611 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 612", isOn: Binding(get: { o.p612 }, set: { o.p612 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p613 }, set: { o.p613 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 613") }) })
        rows.append(HandRow { AnyView(TextField("P 614", text: Binding(get: { "\(o.p614)" }, set: { o.p614 = Double($0) ?? o.p614 }))) })
        rows.append(HandRow { AnyView(TextField("P 615", text: Binding(get: { o.p615 }, set: { o.p615 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 616", isOn: Binding(get: { o.p616 }, set: { o.p616 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p617 }, set: { o.p617 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 617") }) })
        rows.append(HandRow { AnyView(TextField("P 618", text: Binding(get: { "\(o.p618)" }, set: { o.p618 = Double($0) ?? o.p618 }))) })
        rows.append(HandRow { AnyView(TextField("P 619", text: Binding(get: { o.p619 }, set: { o.p619 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 620", isOn: Binding(get: { o.p620 }, set: { o.p620 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p621 }, set: { o.p621 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 621") }) })
        rows.append(HandRow { AnyView(TextField("P 622", text: Binding(get: { "\(o.p622)" }, set: { o.p622 = Double($0) ?? o.p622 }))) })
        rows.append(HandRow { AnyView(TextField("P 623", text: Binding(get: { o.p623 }, set: { o.p623 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 624", isOn: Binding(get: { o.p624 }, set: { o.p624 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p625 }, set: { o.p625 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 625") }) })
        rows.append(HandRow { AnyView(TextField("P 626", text: Binding(get: { "\(o.p626)" }, set: { o.p626 = Double($0) ?? o.p626 }))) })
        rows.append(HandRow { AnyView(TextField("P 627", text: Binding(get: { o.p627 }, set: { o.p627 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 628", isOn: Binding(get: { o.p628 }, set: { o.p628 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p629 }, set: { o.p629 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 629") }) })
        rows.append(HandRow { AnyView(TextField("P 630", text: Binding(get: { "\(o.p630)" }, set: { o.p630 = Double($0) ?? o.p630 }))) })
        rows.append(HandRow { AnyView(TextField("P 631", text: Binding(get: { o.p631 }, set: { o.p631 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 632", isOn: Binding(get: { o.p632 }, set: { o.p632 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p633 }, set: { o.p633 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 633") }) })
        rows.append(HandRow { AnyView(TextField("P 634", text: Binding(get: { "\(o.p634)" }, set: { o.p634 = Double($0) ?? o.p634 }))) })
        rows.append(HandRow { AnyView(TextField("P 635", text: Binding(get: { o.p635 }, set: { o.p635 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 636", isOn: Binding(get: { o.p636 }, set: { o.p636 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p637 }, set: { o.p637 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 637") }) })
        rows.append(HandRow { AnyView(TextField("P 638", text: Binding(get: { "\(o.p638)" }, set: { o.p638 = Double($0) ?? o.p638 }))) })
        rows.append(HandRow { AnyView(TextField("P 639", text: Binding(get: { o.p639 }, set: { o.p639 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 640", isOn: Binding(get: { o.p640 }, set: { o.p640 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p641 }, set: { o.p641 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 641") }) })
        rows.append(HandRow { AnyView(TextField("P 642", text: Binding(get: { "\(o.p642)" }, set: { o.p642 = Double($0) ?? o.p642 }))) })
        rows.append(HandRow { AnyView(TextField("P 643", text: Binding(get: { o.p643 }, set: { o.p643 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 644", isOn: Binding(get: { o.p644 }, set: { o.p644 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p645 }, set: { o.p645 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 645") }) })
        rows.append(HandRow { AnyView(TextField("P 646", text: Binding(get: { "\(o.p646)" }, set: { o.p646 = Double($0) ?? o.p646 }))) })
        rows.append(HandRow { AnyView(TextField("P 647", text: Binding(get: { o.p647 }, set: { o.p647 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 648", isOn: Binding(get: { o.p648 }, set: { o.p648 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p649 }, set: { o.p649 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 649") }) })
        rows.append(HandRow { AnyView(TextField("P 650", text: Binding(get: { "\(o.p650)" }, set: { o.p650 = Double($0) ?? o.p650 }))) })
        rows.append(HandRow { AnyView(TextField("P 651", text: Binding(get: { o.p651 }, set: { o.p651 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 652", isOn: Binding(get: { o.p652 }, set: { o.p652 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p653 }, set: { o.p653 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 653") }) })
        rows.append(HandRow { AnyView(TextField("P 654", text: Binding(get: { "\(o.p654)" }, set: { o.p654 = Double($0) ?? o.p654 }))) })
        rows.append(HandRow { AnyView(TextField("P 655", text: Binding(get: { o.p655 }, set: { o.p655 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 656", isOn: Binding(get: { o.p656 }, set: { o.p656 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p657 }, set: { o.p657 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 657") }) })
        rows.append(HandRow { AnyView(TextField("P 658", text: Binding(get: { "\(o.p658)" }, set: { o.p658 = Double($0) ?? o.p658 }))) })
        rows.append(HandRow { AnyView(TextField("P 659", text: Binding(get: { o.p659 }, set: { o.p659 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 660", isOn: Binding(get: { o.p660 }, set: { o.p660 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p661 }, set: { o.p661 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 661") }) })
        rows.append(HandRow { AnyView(TextField("P 662", text: Binding(get: { "\(o.p662)" }, set: { o.p662 = Double($0) ?? o.p662 }))) })
        rows.append(HandRow { AnyView(TextField("P 663", text: Binding(get: { o.p663 }, set: { o.p663 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 664", isOn: Binding(get: { o.p664 }, set: { o.p664 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p665 }, set: { o.p665 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 665") }) })
        rows.append(HandRow { AnyView(TextField("P 666", text: Binding(get: { "\(o.p666)" }, set: { o.p666 = Double($0) ?? o.p666 }))) })
        rows.append(HandRow { AnyView(TextField("P 667", text: Binding(get: { o.p667 }, set: { o.p667 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 668", isOn: Binding(get: { o.p668 }, set: { o.p668 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p669 }, set: { o.p669 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 669") }) })
        rows.append(HandRow { AnyView(TextField("P 670", text: Binding(get: { "\(o.p670)" }, set: { o.p670 = Double($0) ?? o.p670 }))) })
        rows.append(HandRow { AnyView(TextField("P 671", text: Binding(get: { o.p671 }, set: { o.p671 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 672", isOn: Binding(get: { o.p672 }, set: { o.p672 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p673 }, set: { o.p673 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 673") }) })
        rows.append(HandRow { AnyView(TextField("P 674", text: Binding(get: { "\(o.p674)" }, set: { o.p674 = Double($0) ?? o.p674 }))) })
        rows.append(HandRow { AnyView(TextField("P 675", text: Binding(get: { o.p675 }, set: { o.p675 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 676", isOn: Binding(get: { o.p676 }, set: { o.p676 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p677 }, set: { o.p677 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 677") }) })
        rows.append(HandRow { AnyView(TextField("P 678", text: Binding(get: { "\(o.p678)" }, set: { o.p678 = Double($0) ?? o.p678 }))) })
        rows.append(HandRow { AnyView(TextField("P 679", text: Binding(get: { o.p679 }, set: { o.p679 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 680", isOn: Binding(get: { o.p680 }, set: { o.p680 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p681 }, set: { o.p681 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 681") }) })
        rows.append(HandRow { AnyView(TextField("P 682", text: Binding(get: { "\(o.p682)" }, set: { o.p682 = Double($0) ?? o.p682 }))) })
        rows.append(HandRow { AnyView(TextField("P 683", text: Binding(get: { o.p683 }, set: { o.p683 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 684", isOn: Binding(get: { o.p684 }, set: { o.p684 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p685 }, set: { o.p685 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 685") }) })
        rows.append(HandRow { AnyView(TextField("P 686", text: Binding(get: { "\(o.p686)" }, set: { o.p686 = Double($0) ?? o.p686 }))) })
        rows.append(HandRow { AnyView(TextField("P 687", text: Binding(get: { o.p687 }, set: { o.p687 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 688", isOn: Binding(get: { o.p688 }, set: { o.p688 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p689 }, set: { o.p689 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 689") }) })
        rows.append(HandRow { AnyView(TextField("P 690", text: Binding(get: { "\(o.p690)" }, set: { o.p690 = Double($0) ?? o.p690 }))) })
        rows.append(HandRow { AnyView(TextField("P 691", text: Binding(get: { o.p691 }, set: { o.p691 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 692", isOn: Binding(get: { o.p692 }, set: { o.p692 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p693 }, set: { o.p693 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 693") }) })
        rows.append(HandRow { AnyView(TextField("P 694", text: Binding(get: { "\(o.p694)" }, set: { o.p694 = Double($0) ?? o.p694 }))) })
        rows.append(HandRow { AnyView(TextField("P 695", text: Binding(get: { o.p695 }, set: { o.p695 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 696", isOn: Binding(get: { o.p696 }, set: { o.p696 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p697 }, set: { o.p697 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 697") }) })
        rows.append(HandRow { AnyView(TextField("P 698", text: Binding(get: { "\(o.p698)" }, set: { o.p698 = Double($0) ?? o.p698 }))) })
        rows.append(HandRow { AnyView(TextField("P 699", text: Binding(get: { o.p699 }, set: { o.p699 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 700", isOn: Binding(get: { o.p700 }, set: { o.p700 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p701 }, set: { o.p701 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 701") }) })
        rows.append(HandRow { AnyView(TextField("P 702", text: Binding(get: { "\(o.p702)" }, set: { o.p702 = Double($0) ?? o.p702 }))) })
        rows.append(HandRow { AnyView(TextField("P 703", text: Binding(get: { o.p703 }, set: { o.p703 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 704", isOn: Binding(get: { o.p704 }, set: { o.p704 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p705 }, set: { o.p705 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 705") }) })
        rows.append(HandRow { AnyView(TextField("P 706", text: Binding(get: { "\(o.p706)" }, set: { o.p706 = Double($0) ?? o.p706 }))) })
        rows.append(HandRow { AnyView(TextField("P 707", text: Binding(get: { o.p707 }, set: { o.p707 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 708", isOn: Binding(get: { o.p708 }, set: { o.p708 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p709 }, set: { o.p709 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 709") }) })
        rows.append(HandRow { AnyView(TextField("P 710", text: Binding(get: { "\(o.p710)" }, set: { o.p710 = Double($0) ?? o.p710 }))) })
        rows.append(HandRow { AnyView(TextField("P 711", text: Binding(get: { o.p711 }, set: { o.p711 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 712", isOn: Binding(get: { o.p712 }, set: { o.p712 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p713 }, set: { o.p713 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 713") }) })
        rows.append(HandRow { AnyView(TextField("P 714", text: Binding(get: { "\(o.p714)" }, set: { o.p714 = Double($0) ?? o.p714 }))) })
        rows.append(HandRow { AnyView(TextField("P 715", text: Binding(get: { o.p715 }, set: { o.p715 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 716", isOn: Binding(get: { o.p716 }, set: { o.p716 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p717 }, set: { o.p717 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 717") }) })
        rows.append(HandRow { AnyView(TextField("P 718", text: Binding(get: { "\(o.p718)" }, set: { o.p718 = Double($0) ?? o.p718 }))) })
        rows.append(HandRow { AnyView(TextField("P 719", text: Binding(get: { o.p719 }, set: { o.p719 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 720", isOn: Binding(get: { o.p720 }, set: { o.p720 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p721 }, set: { o.p721 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 721") }) })
        rows.append(HandRow { AnyView(TextField("P 722", text: Binding(get: { "\(o.p722)" }, set: { o.p722 = Double($0) ?? o.p722 }))) })
        rows.append(HandRow { AnyView(TextField("P 723", text: Binding(get: { o.p723 }, set: { o.p723 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 724", isOn: Binding(get: { o.p724 }, set: { o.p724 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p725 }, set: { o.p725 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 725") }) })
        rows.append(HandRow { AnyView(TextField("P 726", text: Binding(get: { "\(o.p726)" }, set: { o.p726 = Double($0) ?? o.p726 }))) })
        rows.append(HandRow { AnyView(TextField("P 727", text: Binding(get: { o.p727 }, set: { o.p727 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 728", isOn: Binding(get: { o.p728 }, set: { o.p728 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p729 }, set: { o.p729 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 729") }) })
        rows.append(HandRow { AnyView(TextField("P 730", text: Binding(get: { "\(o.p730)" }, set: { o.p730 = Double($0) ?? o.p730 }))) })
        rows.append(HandRow { AnyView(TextField("P 731", text: Binding(get: { o.p731 }, set: { o.p731 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 732", isOn: Binding(get: { o.p732 }, set: { o.p732 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p733 }, set: { o.p733 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 733") }) })
        rows.append(HandRow { AnyView(TextField("P 734", text: Binding(get: { "\(o.p734)" }, set: { o.p734 = Double($0) ?? o.p734 }))) })
        rows.append(HandRow { AnyView(TextField("P 735", text: Binding(get: { o.p735 }, set: { o.p735 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 736", isOn: Binding(get: { o.p736 }, set: { o.p736 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p737 }, set: { o.p737 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 737") }) })
        rows.append(HandRow { AnyView(TextField("P 738", text: Binding(get: { "\(o.p738)" }, set: { o.p738 = Double($0) ?? o.p738 }))) })
        rows.append(HandRow { AnyView(TextField("P 739", text: Binding(get: { o.p739 }, set: { o.p739 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 740", isOn: Binding(get: { o.p740 }, set: { o.p740 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p741 }, set: { o.p741 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 741") }) })
        rows.append(HandRow { AnyView(TextField("P 742", text: Binding(get: { "\(o.p742)" }, set: { o.p742 = Double($0) ?? o.p742 }))) })
        rows.append(HandRow { AnyView(TextField("P 743", text: Binding(get: { o.p743 }, set: { o.p743 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 744", isOn: Binding(get: { o.p744 }, set: { o.p744 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p745 }, set: { o.p745 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 745") }) })
        rows.append(HandRow { AnyView(TextField("P 746", text: Binding(get: { "\(o.p746)" }, set: { o.p746 = Double($0) ?? o.p746 }))) })
        rows.append(HandRow { AnyView(TextField("P 747", text: Binding(get: { o.p747 }, set: { o.p747 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 748", isOn: Binding(get: { o.p748 }, set: { o.p748 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p749 }, set: { o.p749 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 749") }) })
        rows.append(HandRow { AnyView(TextField("P 750", text: Binding(get: { "\(o.p750)" }, set: { o.p750 = Double($0) ?? o.p750 }))) })
        rows.append(HandRow { AnyView(TextField("P 751", text: Binding(get: { o.p751 }, set: { o.p751 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 752", isOn: Binding(get: { o.p752 }, set: { o.p752 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p753 }, set: { o.p753 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 753") }) })
        rows.append(HandRow { AnyView(TextField("P 754", text: Binding(get: { "\(o.p754)" }, set: { o.p754 = Double($0) ?? o.p754 }))) })
        rows.append(HandRow { AnyView(TextField("P 755", text: Binding(get: { o.p755 }, set: { o.p755 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 756", isOn: Binding(get: { o.p756 }, set: { o.p756 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p757 }, set: { o.p757 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 757") }) })
        rows.append(HandRow { AnyView(TextField("P 758", text: Binding(get: { "\(o.p758)" }, set: { o.p758 = Double($0) ?? o.p758 }))) })
        rows.append(HandRow { AnyView(TextField("P 759", text: Binding(get: { o.p759 }, set: { o.p759 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 760", isOn: Binding(get: { o.p760 }, set: { o.p760 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p761 }, set: { o.p761 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 761") }) })
        rows.append(HandRow { AnyView(TextField("P 762", text: Binding(get: { "\(o.p762)" }, set: { o.p762 = Double($0) ?? o.p762 }))) })
        rows.append(HandRow { AnyView(TextField("P 763", text: Binding(get: { o.p763 }, set: { o.p763 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 764", isOn: Binding(get: { o.p764 }, set: { o.p764 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p765 }, set: { o.p765 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 765") }) })
        rows.append(HandRow { AnyView(TextField("P 766", text: Binding(get: { "\(o.p766)" }, set: { o.p766 = Double($0) ?? o.p766 }))) })
        rows.append(HandRow { AnyView(TextField("P 767", text: Binding(get: { o.p767 }, set: { o.p767 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 768", isOn: Binding(get: { o.p768 }, set: { o.p768 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p769 }, set: { o.p769 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 769") }) })
        rows.append(HandRow { AnyView(TextField("P 770", text: Binding(get: { "\(o.p770)" }, set: { o.p770 = Double($0) ?? o.p770 }))) })
        rows.append(HandRow { AnyView(TextField("P 771", text: Binding(get: { o.p771 }, set: { o.p771 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 772", isOn: Binding(get: { o.p772 }, set: { o.p772 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p773 }, set: { o.p773 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 773") }) })
        rows.append(HandRow { AnyView(TextField("P 774", text: Binding(get: { "\(o.p774)" }, set: { o.p774 = Double($0) ?? o.p774 }))) })
        rows.append(HandRow { AnyView(TextField("P 775", text: Binding(get: { o.p775 }, set: { o.p775 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 776", isOn: Binding(get: { o.p776 }, set: { o.p776 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p777 }, set: { o.p777 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 777") }) })
        rows.append(HandRow { AnyView(TextField("P 778", text: Binding(get: { "\(o.p778)" }, set: { o.p778 = Double($0) ?? o.p778 }))) })
        rows.append(HandRow { AnyView(TextField("P 779", text: Binding(get: { o.p779 }, set: { o.p779 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 780", isOn: Binding(get: { o.p780 }, set: { o.p780 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p781 }, set: { o.p781 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 781") }) })
        rows.append(HandRow { AnyView(TextField("P 782", text: Binding(get: { "\(o.p782)" }, set: { o.p782 = Double($0) ?? o.p782 }))) })
        rows.append(HandRow { AnyView(TextField("P 783", text: Binding(get: { o.p783 }, set: { o.p783 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 784", isOn: Binding(get: { o.p784 }, set: { o.p784 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p785 }, set: { o.p785 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 785") }) })
        rows.append(HandRow { AnyView(TextField("P 786", text: Binding(get: { "\(o.p786)" }, set: { o.p786 = Double($0) ?? o.p786 }))) })
        rows.append(HandRow { AnyView(TextField("P 787", text: Binding(get: { o.p787 }, set: { o.p787 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 788", isOn: Binding(get: { o.p788 }, set: { o.p788 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p789 }, set: { o.p789 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 789") }) })
        rows.append(HandRow { AnyView(TextField("P 790", text: Binding(get: { "\(o.p790)" }, set: { o.p790 = Double($0) ?? o.p790 }))) })
        rows.append(HandRow { AnyView(TextField("P 791", text: Binding(get: { o.p791 }, set: { o.p791 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 792", isOn: Binding(get: { o.p792 }, set: { o.p792 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p793 }, set: { o.p793 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 793") }) })
        rows.append(HandRow { AnyView(TextField("P 794", text: Binding(get: { "\(o.p794)" }, set: { o.p794 = Double($0) ?? o.p794 }))) })
        rows.append(HandRow { AnyView(TextField("P 795", text: Binding(get: { o.p795 }, set: { o.p795 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 796", isOn: Binding(get: { o.p796 }, set: { o.p796 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p797 }, set: { o.p797 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 797") }) })
        rows.append(HandRow { AnyView(TextField("P 798", text: Binding(get: { "\(o.p798)" }, set: { o.p798 = Double($0) ?? o.p798 }))) })
        rows.append(HandRow { AnyView(TextField("P 799", text: Binding(get: { o.p799 }, set: { o.p799 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 800", isOn: Binding(get: { o.p800 }, set: { o.p800 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p801 }, set: { o.p801 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 801") }) })
        rows.append(HandRow { AnyView(TextField("P 802", text: Binding(get: { "\(o.p802)" }, set: { o.p802 = Double($0) ?? o.p802 }))) })
        rows.append(HandRow { AnyView(TextField("P 803", text: Binding(get: { o.p803 }, set: { o.p803 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 804", isOn: Binding(get: { o.p804 }, set: { o.p804 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p805 }, set: { o.p805 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 805") }) })
        rows.append(HandRow { AnyView(TextField("P 806", text: Binding(get: { "\(o.p806)" }, set: { o.p806 = Double($0) ?? o.p806 }))) })
        rows.append(HandRow { AnyView(TextField("P 807", text: Binding(get: { o.p807 }, set: { o.p807 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 808", isOn: Binding(get: { o.p808 }, set: { o.p808 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p809 }, set: { o.p809 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 809") }) })
        rows.append(HandRow { AnyView(TextField("P 810", text: Binding(get: { "\(o.p810)" }, set: { o.p810 = Double($0) ?? o.p810 }))) })
        rows.append(HandRow { AnyView(TextField("P 811", text: Binding(get: { o.p811 }, set: { o.p811 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 812", isOn: Binding(get: { o.p812 }, set: { o.p812 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p813 }, set: { o.p813 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 813") }) })
        rows.append(HandRow { AnyView(TextField("P 814", text: Binding(get: { "\(o.p814)" }, set: { o.p814 = Double($0) ?? o.p814 }))) })
        rows.append(HandRow { AnyView(TextField("P 815", text: Binding(get: { o.p815 }, set: { o.p815 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 816", isOn: Binding(get: { o.p816 }, set: { o.p816 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p817 }, set: { o.p817 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 817") }) })
        rows.append(HandRow { AnyView(TextField("P 818", text: Binding(get: { "\(o.p818)" }, set: { o.p818 = Double($0) ?? o.p818 }))) })
        rows.append(HandRow { AnyView(TextField("P 819", text: Binding(get: { o.p819 }, set: { o.p819 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 820", isOn: Binding(get: { o.p820 }, set: { o.p820 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p821 }, set: { o.p821 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 821") }) })
        rows.append(HandRow { AnyView(TextField("P 822", text: Binding(get: { "\(o.p822)" }, set: { o.p822 = Double($0) ?? o.p822 }))) })
        rows.append(HandRow { AnyView(TextField("P 823", text: Binding(get: { o.p823 }, set: { o.p823 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 824", isOn: Binding(get: { o.p824 }, set: { o.p824 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p825 }, set: { o.p825 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 825") }) })
        rows.append(HandRow { AnyView(TextField("P 826", text: Binding(get: { "\(o.p826)" }, set: { o.p826 = Double($0) ?? o.p826 }))) })
        rows.append(HandRow { AnyView(TextField("P 827", text: Binding(get: { o.p827 }, set: { o.p827 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 828", isOn: Binding(get: { o.p828 }, set: { o.p828 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p829 }, set: { o.p829 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 829") }) })
        rows.append(HandRow { AnyView(TextField("P 830", text: Binding(get: { "\(o.p830)" }, set: { o.p830 = Double($0) ?? o.p830 }))) })
        rows.append(HandRow { AnyView(TextField("P 831", text: Binding(get: { o.p831 }, set: { o.p831 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 832", isOn: Binding(get: { o.p832 }, set: { o.p832 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p833 }, set: { o.p833 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 833") }) })
        rows.append(HandRow { AnyView(TextField("P 834", text: Binding(get: { "\(o.p834)" }, set: { o.p834 = Double($0) ?? o.p834 }))) })
        rows.append(HandRow { AnyView(TextField("P 835", text: Binding(get: { o.p835 }, set: { o.p835 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 836", isOn: Binding(get: { o.p836 }, set: { o.p836 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p837 }, set: { o.p837 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 837") }) })
        rows.append(HandRow { AnyView(TextField("P 838", text: Binding(get: { "\(o.p838)" }, set: { o.p838 = Double($0) ?? o.p838 }))) })
        rows.append(HandRow { AnyView(TextField("P 839", text: Binding(get: { o.p839 }, set: { o.p839 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 840", isOn: Binding(get: { o.p840 }, set: { o.p840 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p841 }, set: { o.p841 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 841") }) })
        rows.append(HandRow { AnyView(TextField("P 842", text: Binding(get: { "\(o.p842)" }, set: { o.p842 = Double($0) ?? o.p842 }))) })
        rows.append(HandRow { AnyView(TextField("P 843", text: Binding(get: { o.p843 }, set: { o.p843 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 844", isOn: Binding(get: { o.p844 }, set: { o.p844 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p845 }, set: { o.p845 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 845") }) })
        rows.append(HandRow { AnyView(TextField("P 846", text: Binding(get: { "\(o.p846)" }, set: { o.p846 = Double($0) ?? o.p846 }))) })
        rows.append(HandRow { AnyView(TextField("P 847", text: Binding(get: { o.p847 }, set: { o.p847 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 848", isOn: Binding(get: { o.p848 }, set: { o.p848 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p849 }, set: { o.p849 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 849") }) })
        rows.append(HandRow { AnyView(TextField("P 850", text: Binding(get: { "\(o.p850)" }, set: { o.p850 = Double($0) ?? o.p850 }))) })
        rows.append(HandRow { AnyView(TextField("P 851", text: Binding(get: { o.p851 }, set: { o.p851 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 852", isOn: Binding(get: { o.p852 }, set: { o.p852 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p853 }, set: { o.p853 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 853") }) })
        rows.append(HandRow { AnyView(TextField("P 854", text: Binding(get: { "\(o.p854)" }, set: { o.p854 = Double($0) ?? o.p854 }))) })
        rows.append(HandRow { AnyView(TextField("P 855", text: Binding(get: { o.p855 }, set: { o.p855 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 856", isOn: Binding(get: { o.p856 }, set: { o.p856 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p857 }, set: { o.p857 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 857") }) })
        rows.append(HandRow { AnyView(TextField("P 858", text: Binding(get: { "\(o.p858)" }, set: { o.p858 = Double($0) ?? o.p858 }))) })
        rows.append(HandRow { AnyView(TextField("P 859", text: Binding(get: { o.p859 }, set: { o.p859 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 860", isOn: Binding(get: { o.p860 }, set: { o.p860 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p861 }, set: { o.p861 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 861") }) })
        rows.append(HandRow { AnyView(TextField("P 862", text: Binding(get: { "\(o.p862)" }, set: { o.p862 = Double($0) ?? o.p862 }))) })
        rows.append(HandRow { AnyView(TextField("P 863", text: Binding(get: { o.p863 }, set: { o.p863 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 864", isOn: Binding(get: { o.p864 }, set: { o.p864 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p865 }, set: { o.p865 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 865") }) })
        rows.append(HandRow { AnyView(TextField("P 866", text: Binding(get: { "\(o.p866)" }, set: { o.p866 = Double($0) ?? o.p866 }))) })
        rows.append(HandRow { AnyView(TextField("P 867", text: Binding(get: { o.p867 }, set: { o.p867 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 868", isOn: Binding(get: { o.p868 }, set: { o.p868 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p869 }, set: { o.p869 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 869") }) })
        rows.append(HandRow { AnyView(TextField("P 870", text: Binding(get: { "\(o.p870)" }, set: { o.p870 = Double($0) ?? o.p870 }))) })
        rows.append(HandRow { AnyView(TextField("P 871", text: Binding(get: { o.p871 }, set: { o.p871 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 872", isOn: Binding(get: { o.p872 }, set: { o.p872 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p873 }, set: { o.p873 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 873") }) })
        rows.append(HandRow { AnyView(TextField("P 874", text: Binding(get: { "\(o.p874)" }, set: { o.p874 = Double($0) ?? o.p874 }))) })
        rows.append(HandRow { AnyView(TextField("P 875", text: Binding(get: { o.p875 }, set: { o.p875 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 876", isOn: Binding(get: { o.p876 }, set: { o.p876 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p877 }, set: { o.p877 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 877") }) })
        rows.append(HandRow { AnyView(TextField("P 878", text: Binding(get: { "\(o.p878)" }, set: { o.p878 = Double($0) ?? o.p878 }))) })
        rows.append(HandRow { AnyView(TextField("P 879", text: Binding(get: { o.p879 }, set: { o.p879 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 880", isOn: Binding(get: { o.p880 }, set: { o.p880 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p881 }, set: { o.p881 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 881") }) })
        rows.append(HandRow { AnyView(TextField("P 882", text: Binding(get: { "\(o.p882)" }, set: { o.p882 = Double($0) ?? o.p882 }))) })
        rows.append(HandRow { AnyView(TextField("P 883", text: Binding(get: { o.p883 }, set: { o.p883 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 884", isOn: Binding(get: { o.p884 }, set: { o.p884 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p885 }, set: { o.p885 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 885") }) })
        rows.append(HandRow { AnyView(TextField("P 886", text: Binding(get: { "\(o.p886)" }, set: { o.p886 = Double($0) ?? o.p886 }))) })
        rows.append(HandRow { AnyView(TextField("P 887", text: Binding(get: { o.p887 }, set: { o.p887 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 888", isOn: Binding(get: { o.p888 }, set: { o.p888 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p889 }, set: { o.p889 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 889") }) })
        rows.append(HandRow { AnyView(TextField("P 890", text: Binding(get: { "\(o.p890)" }, set: { o.p890 = Double($0) ?? o.p890 }))) })
        rows.append(HandRow { AnyView(TextField("P 891", text: Binding(get: { o.p891 }, set: { o.p891 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 892", isOn: Binding(get: { o.p892 }, set: { o.p892 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p893 }, set: { o.p893 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 893") }) })
        rows.append(HandRow { AnyView(TextField("P 894", text: Binding(get: { "\(o.p894)" }, set: { o.p894 = Double($0) ?? o.p894 }))) })
        rows.append(HandRow { AnyView(TextField("P 895", text: Binding(get: { o.p895 }, set: { o.p895 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 896", isOn: Binding(get: { o.p896 }, set: { o.p896 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p897 }, set: { o.p897 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 897") }) })
        rows.append(HandRow { AnyView(TextField("P 898", text: Binding(get: { "\(o.p898)" }, set: { o.p898 = Double($0) ?? o.p898 }))) })
        rows.append(HandRow { AnyView(TextField("P 899", text: Binding(get: { o.p899 }, set: { o.p899 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 900", isOn: Binding(get: { o.p900 }, set: { o.p900 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p901 }, set: { o.p901 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 901") }) })
        rows.append(HandRow { AnyView(TextField("P 902", text: Binding(get: { "\(o.p902)" }, set: { o.p902 = Double($0) ?? o.p902 }))) })
        rows.append(HandRow { AnyView(TextField("P 903", text: Binding(get: { o.p903 }, set: { o.p903 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 904", isOn: Binding(get: { o.p904 }, set: { o.p904 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p905 }, set: { o.p905 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 905") }) })
        rows.append(HandRow { AnyView(TextField("P 906", text: Binding(get: { "\(o.p906)" }, set: { o.p906 = Double($0) ?? o.p906 }))) })
        rows.append(HandRow { AnyView(TextField("P 907", text: Binding(get: { o.p907 }, set: { o.p907 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 908", isOn: Binding(get: { o.p908 }, set: { o.p908 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p909 }, set: { o.p909 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 909") }) })
        rows.append(HandRow { AnyView(TextField("P 910", text: Binding(get: { "\(o.p910)" }, set: { o.p910 = Double($0) ?? o.p910 }))) })
        rows.append(HandRow { AnyView(TextField("P 911", text: Binding(get: { o.p911 }, set: { o.p911 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 912", isOn: Binding(get: { o.p912 }, set: { o.p912 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p913 }, set: { o.p913 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 913") }) })
        rows.append(HandRow { AnyView(TextField("P 914", text: Binding(get: { "\(o.p914)" }, set: { o.p914 = Double($0) ?? o.p914 }))) })
        rows.append(HandRow { AnyView(TextField("P 915", text: Binding(get: { o.p915 }, set: { o.p915 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 916", isOn: Binding(get: { o.p916 }, set: { o.p916 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p917 }, set: { o.p917 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 917") }) })
        rows.append(HandRow { AnyView(TextField("P 918", text: Binding(get: { "\(o.p918)" }, set: { o.p918 = Double($0) ?? o.p918 }))) })
        rows.append(HandRow { AnyView(TextField("P 919", text: Binding(get: { o.p919 }, set: { o.p919 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 920", isOn: Binding(get: { o.p920 }, set: { o.p920 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p921 }, set: { o.p921 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 921") }) })
        rows.append(HandRow { AnyView(TextField("P 922", text: Binding(get: { "\(o.p922)" }, set: { o.p922 = Double($0) ?? o.p922 }))) })
        rows.append(HandRow { AnyView(TextField("P 923", text: Binding(get: { o.p923 }, set: { o.p923 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 924", isOn: Binding(get: { o.p924 }, set: { o.p924 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p925 }, set: { o.p925 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 925") }) })
        rows.append(HandRow { AnyView(TextField("P 926", text: Binding(get: { "\(o.p926)" }, set: { o.p926 = Double($0) ?? o.p926 }))) })
        rows.append(HandRow { AnyView(TextField("P 927", text: Binding(get: { o.p927 }, set: { o.p927 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 928", isOn: Binding(get: { o.p928 }, set: { o.p928 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p929 }, set: { o.p929 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 929") }) })
        rows.append(HandRow { AnyView(TextField("P 930", text: Binding(get: { "\(o.p930)" }, set: { o.p930 = Double($0) ?? o.p930 }))) })
        rows.append(HandRow { AnyView(TextField("P 931", text: Binding(get: { o.p931 }, set: { o.p931 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 932", isOn: Binding(get: { o.p932 }, set: { o.p932 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p933 }, set: { o.p933 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 933") }) })
        rows.append(HandRow { AnyView(TextField("P 934", text: Binding(get: { "\(o.p934)" }, set: { o.p934 = Double($0) ?? o.p934 }))) })
        rows.append(HandRow { AnyView(TextField("P 935", text: Binding(get: { o.p935 }, set: { o.p935 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 936", isOn: Binding(get: { o.p936 }, set: { o.p936 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p937 }, set: { o.p937 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 937") }) })
        rows.append(HandRow { AnyView(TextField("P 938", text: Binding(get: { "\(o.p938)" }, set: { o.p938 = Double($0) ?? o.p938 }))) })
        rows.append(HandRow { AnyView(TextField("P 939", text: Binding(get: { o.p939 }, set: { o.p939 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 940", isOn: Binding(get: { o.p940 }, set: { o.p940 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p941 }, set: { o.p941 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 941") }) })
        rows.append(HandRow { AnyView(TextField("P 942", text: Binding(get: { "\(o.p942)" }, set: { o.p942 = Double($0) ?? o.p942 }))) })
        rows.append(HandRow { AnyView(TextField("P 943", text: Binding(get: { o.p943 }, set: { o.p943 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 944", isOn: Binding(get: { o.p944 }, set: { o.p944 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p945 }, set: { o.p945 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 945") }) })
        rows.append(HandRow { AnyView(TextField("P 946", text: Binding(get: { "\(o.p946)" }, set: { o.p946 = Double($0) ?? o.p946 }))) })
        rows.append(HandRow { AnyView(TextField("P 947", text: Binding(get: { o.p947 }, set: { o.p947 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 948", isOn: Binding(get: { o.p948 }, set: { o.p948 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p949 }, set: { o.p949 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 949") }) })
        rows.append(HandRow { AnyView(TextField("P 950", text: Binding(get: { "\(o.p950)" }, set: { o.p950 = Double($0) ?? o.p950 }))) })
        rows.append(HandRow { AnyView(TextField("P 951", text: Binding(get: { o.p951 }, set: { o.p951 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 952", isOn: Binding(get: { o.p952 }, set: { o.p952 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p953 }, set: { o.p953 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 953") }) })
        rows.append(HandRow { AnyView(TextField("P 954", text: Binding(get: { "\(o.p954)" }, set: { o.p954 = Double($0) ?? o.p954 }))) })
        rows.append(HandRow { AnyView(TextField("P 955", text: Binding(get: { o.p955 }, set: { o.p955 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 956", isOn: Binding(get: { o.p956 }, set: { o.p956 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p957 }, set: { o.p957 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 957") }) })
        rows.append(HandRow { AnyView(TextField("P 958", text: Binding(get: { "\(o.p958)" }, set: { o.p958 = Double($0) ?? o.p958 }))) })
        rows.append(HandRow { AnyView(TextField("P 959", text: Binding(get: { o.p959 }, set: { o.p959 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 960", isOn: Binding(get: { o.p960 }, set: { o.p960 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p961 }, set: { o.p961 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 961") }) })
        rows.append(HandRow { AnyView(TextField("P 962", text: Binding(get: { "\(o.p962)" }, set: { o.p962 = Double($0) ?? o.p962 }))) })
        rows.append(HandRow { AnyView(TextField("P 963", text: Binding(get: { o.p963 }, set: { o.p963 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 964", isOn: Binding(get: { o.p964 }, set: { o.p964 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p965 }, set: { o.p965 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 965") }) })
        rows.append(HandRow { AnyView(TextField("P 966", text: Binding(get: { "\(o.p966)" }, set: { o.p966 = Double($0) ?? o.p966 }))) })
        rows.append(HandRow { AnyView(TextField("P 967", text: Binding(get: { o.p967 }, set: { o.p967 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 968", isOn: Binding(get: { o.p968 }, set: { o.p968 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p969 }, set: { o.p969 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 969") }) })
        rows.append(HandRow { AnyView(TextField("P 970", text: Binding(get: { "\(o.p970)" }, set: { o.p970 = Double($0) ?? o.p970 }))) })
        rows.append(HandRow { AnyView(TextField("P 971", text: Binding(get: { o.p971 }, set: { o.p971 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 972", isOn: Binding(get: { o.p972 }, set: { o.p972 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p973 }, set: { o.p973 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 973") }) })
        rows.append(HandRow { AnyView(TextField("P 974", text: Binding(get: { "\(o.p974)" }, set: { o.p974 = Double($0) ?? o.p974 }))) })
        rows.append(HandRow { AnyView(TextField("P 975", text: Binding(get: { o.p975 }, set: { o.p975 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 976", isOn: Binding(get: { o.p976 }, set: { o.p976 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p977 }, set: { o.p977 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 977") }) })
        rows.append(HandRow { AnyView(TextField("P 978", text: Binding(get: { "\(o.p978)" }, set: { o.p978 = Double($0) ?? o.p978 }))) })
        rows.append(HandRow { AnyView(TextField("P 979", text: Binding(get: { o.p979 }, set: { o.p979 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 980", isOn: Binding(get: { o.p980 }, set: { o.p980 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p981 }, set: { o.p981 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 981") }) })
        rows.append(HandRow { AnyView(TextField("P 982", text: Binding(get: { "\(o.p982)" }, set: { o.p982 = Double($0) ?? o.p982 }))) })
        rows.append(HandRow { AnyView(TextField("P 983", text: Binding(get: { o.p983 }, set: { o.p983 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 984", isOn: Binding(get: { o.p984 }, set: { o.p984 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p985 }, set: { o.p985 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 985") }) })
        rows.append(HandRow { AnyView(TextField("P 986", text: Binding(get: { "\(o.p986)" }, set: { o.p986 = Double($0) ?? o.p986 }))) })
        rows.append(HandRow { AnyView(TextField("P 987", text: Binding(get: { o.p987 }, set: { o.p987 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 988", isOn: Binding(get: { o.p988 }, set: { o.p988 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p989 }, set: { o.p989 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 989") }) })
        rows.append(HandRow { AnyView(TextField("P 990", text: Binding(get: { "\(o.p990)" }, set: { o.p990 = Double($0) ?? o.p990 }))) })
        rows.append(HandRow { AnyView(TextField("P 991", text: Binding(get: { o.p991 }, set: { o.p991 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 992", isOn: Binding(get: { o.p992 }, set: { o.p992 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p993 }, set: { o.p993 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 993") }) })
        rows.append(HandRow { AnyView(TextField("P 994", text: Binding(get: { "\(o.p994)" }, set: { o.p994 = Double($0) ?? o.p994 }))) })
        rows.append(HandRow { AnyView(TextField("P 995", text: Binding(get: { o.p995 }, set: { o.p995 = $0 }))) })
        rows.append(HandRow { AnyView(Toggle("P 996", isOn: Binding(get: { o.p996 }, set: { o.p996 = $0 }))) })
        rows.append(HandRow { AnyView(Stepper(value: SteppedInteger.binding(get: { o.p997 }, set: { o.p997 = $0 }), in: SteppedInteger(0)...SteppedInteger(10_000)) { Text(verbatim: "P 997") }) })
        rows.append(HandRow { AnyView(TextField("P 998", text: Binding(get: { "\(o.p998)" }, set: { o.p998 = Double($0) ?? o.p998 }))) })
        rows.append(HandRow { AnyView(TextField("P 999", text: Binding(get: { o.p999 }, set: { o.p999 = $0 }))) })
        return rows
    }
}

/// One row of ``HandWrittenWideForm``: a custom view whose body makes its control.
struct HandRow: View {
    let control: () -> AnyView

    init(_ control: @escaping () -> AnyView) {
        self.control = control
    }

    var body: AnyView { control() }
}
